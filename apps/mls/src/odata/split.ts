import { badRequest } from './odata-error';

/** Splits on `separator` outside quotes ('' inside quotes is an escaped quote) and parentheses. */
export const splitTopLevel = (text: string, separator: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
    if (depth < 0) throw badRequest('Unbalanced parentheses', '$expand');
  }
  if (quoted || depth !== 0) throw badRequest('Unbalanced quotes or parentheses', '$expand');
  parts.push(text.slice(start));
  return parts;
};
