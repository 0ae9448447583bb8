// @ts-check
// One naming rule for source files: kebab-case, then at most one role suffix that says what the file
// is (`account.queries.ts`, `login.routes.ts`); a test may add words before `.test`/`.spec`
// (`buyer-homes.concurrency.test.ts`).
import path from 'node:path';

/** What a file can be, by its suffix. */
export const fileRoles = [
  'routes',
  'service',
  'queries',
  'policy',
  'access',
  'view',
  'tool',
  'fixtures',
  'config',
  'slow',
  'slow.config',
  'test-support',
];

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const testEnds = new Set(['test', 'spec']);

/** Why `fileName` breaks the rule, or null when it keeps it. */
export const fileNameProblem = (fileName) => {
  const base = path.basename(fileName).replace(/(?:\.d)?\.(?:ts|tsx|mts|mjs|js)$/, '');
  const [stem = '', ...suffixes] = base.split('.');
  if (!kebab.test(stem)) return `"${stem}" is not kebab-case (words in lower case joined by "-").`;
  if (suffixes.length === 0) return null;
  if (testEnds.has(suffixes.at(-1) ?? '')) {
    const words = suffixes.slice(0, -1);
    const bad = words.find((word) => !kebab.test(word));
    return bad === undefined ? null : `"${bad}" in a test's name is not kebab-case.`;
  }
  const role = suffixes.join('.');
  return fileRoles.includes(role)
    ? null
    : `".${role}" is not a file role; use one of ${fileRoles.map((r) => `.${r}`).join(', ')}.`;
};

/** @type {import('eslint').Rule.RuleModule} */
export const fileNamesRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Source files are kebab-case with at most one known role suffix.' },
    schema: [],
  },
  create(context) {
    const problem = fileNameProblem(context.filename);
    if (problem === null) return {};
    return {
      Program(node) {
        context.report({ node, message: `File name: ${problem}` });
      },
    };
  },
};
