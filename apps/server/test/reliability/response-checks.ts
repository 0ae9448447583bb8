import { errorBodySchema } from '@rela/contracts';

/** Traces of internals a response body must never carry (REQ-SEC-INPUT, REQ-REL-500). */
const leakPatterns: readonly (readonly [string, RegExp])[] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/)?\/?[\w./-]+:\d+:\d+\)?/],
  ['a source path', /(?:\/work\/|\/home\/|\/usr\/lib\/|node_modules|\bsrc\/[\w/-]+\.ts\b)/],
  ['a JavaScript error', /\b(?:TypeError|ReferenceError|SyntaxError|RangeError): /],
  ['an undefined property read', /Cannot read propert(?:y|ies) of (?:undefined|null)/],
  ['SQL', /\bselect\s+[\w"*.,\s]+\s+from\s+"?\w/i],
  ['SQL', /\binsert\s+into\s+"?\w/i],
  ['SQL', /\bupdate\s+"?\w+"?\s+set\s+"?\w/i],
  ['SQL', /\bdelete\s+from\s+"?\w/i],
  [
    'a database error',
    /syntax error at or near|relation "[^"]+" does not exist|duplicate key value|violates [\w-]+ (?:key )?constraint|invalid input syntax for type/i,
  ],
  ['a database driver', /\bPGlite\b|\bdrizzle\b|postgres(?:ql)?:\/\//i],
  ['a secret', /hunter2|secret internal detail|JWT_SECRET|BEGIN [A-Z ]*PRIVATE KEY/],
];

/** The first internal trace found in a body, or undefined. */
export const leakIn = (body: string): string | undefined => {
  for (const [what, pattern] of leakPatterns) {
    const match = pattern.exec(body);
    if (match) return `${what}: ${match[0].slice(0, 120)}`;
  }
  return undefined;
};

export type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/**
 * The bar for any answer to any request: no 5xx, no internals in the body, and on the two APIs an
 * error in the one error shape with a request id. Answers a list of problems (empty: fine).
 */
export const problemsWith = (url: string, method: string, answer: Answer): string[] => {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  const leak = leakIn(answer.body);
  if (leak) problems.push(`body leaks ${leak}`);
  const onApi = /^\/(?:api|assistant)(?:\/|$)/.test(url) && !url.startsWith('/api/docs');
  if (onApi && answer.statusCode >= 400 && method !== 'HEAD') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      parsed = undefined;
    }
    const error = errorBodySchema.safeParse(parsed);
    if (!error.success)
      problems.push(`error body not in the error shape: ${answer.body.slice(0, 200)}`);
    else if (!error.data.requestId) problems.push('error body without a request id');
    else if (error.data.status !== answer.statusCode)
      problems.push(`error body says ${error.data.status}, status is ${answer.statusCode}`);
  }
  return problems;
};
