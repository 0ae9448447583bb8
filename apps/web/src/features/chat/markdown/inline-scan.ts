/** Scanning helpers of the inline parser: runs, code spans, closers, brackets. */

export const isPunctuation = (char: string | undefined) =>
  char !== undefined && /[!-/:-@[-`{-~]/.test(char);
export const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
export const isWordChar = (char: string | undefined) =>
  char !== undefined && /[\p{L}\p{N}]/u.test(char);

export const runLength = (source: string, at: number) => {
  let end = at;
  while (source[end] === source[at]) end += 1;
  return end - at;
};

/** The end of the code span opened by the backticks at `at`, or -1 when nothing closes it. */
export const codeSpanEnd = (source: string, at: number) => {
  const length = runLength(source, at);
  let next = source.indexOf('`', at + length);
  while (next >= 0) {
    const closing = runLength(source, next);
    if (closing === length) return next + length;
    next = source.indexOf('`', next + closing);
  }
  return -1;
};

/** Past one escape or code span at `at` (they bind tighter than emphasis and brackets). */
const skipAtom = (source: string, at: number) => {
  if (source[at] === '\\') return at + 2;
  if (source[at] === '`') {
    const end = codeSpanEnd(source, at);
    return end < 0 ? at + runLength(source, at) : end;
  }
  return at + 1;
};

/** Where a delimiter run of exactly `length` × `char` closes the one opened before `from`. */
export const findCloser = (source: string, from: number, char: string, length: number) => {
  let at = from;
  while (at < source.length) {
    if (source[at] !== char) {
      at = skipAtom(source, at);
      continue;
    }
    const run = runLength(source, at);
    const rightFlanking = !isSpace(source[at - 1]);
    if (run === length && rightFlanking && (char !== '_' || !isWordChar(source[at + run]))) {
      return at;
    }
    at += run;
  }
  return -1;
};

/** Longest link text and link target looked at: beyond them, brackets are plain text. */
export const MAX_LINK_PART = 2_000;
/** Deepest nesting of emphasis and links; deeper markup stays as typed. */
export const MAX_DEPTH = 16;

/** The `]` matching the `[` at `at`, or -1. */
export const closingBracket = (source: string, at: number) => {
  let depth = 0;
  const end = Math.min(source.length, at + MAX_LINK_PART);
  for (let index = at; index < end; index = skipAtom(source, index)) {
    if (source[index] === '[') depth += 1;
    if (source[index] === ']' && --depth === 0) return index;
  }
  return -1;
};
