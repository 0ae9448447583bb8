import { decodeEntity } from './entities';
import { isPunctuation, isSpace, MAX_LINK_PART } from './inline-scan';

/** A link target with its backslash escapes and character references resolved. */
const unescape = (text: string) =>
  text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(
      /&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][A-Za-z\d]{1,31});/g,
      (entity, name: string) => decodeEntity(name) ?? entity,
    );

const TITLE_END: Readonly<Record<string, string>> = { '"': '"', "'": "'", '(': ')' };

/** `(target "title")` after a link's text, starting at `at`: the target and where it ends. */
export const linkTarget = (source: string, at: number): { target: string; end: number } | null => {
  if (source[at] !== '(') return null;
  let index = at + 1;
  const skipSpace = () => {
    while (isSpace(source[index]) && index < source.length) index += 1;
  };
  skipSpace();
  let target: string;
  if (source[index] === '<') {
    const close = source.indexOf('>', index);
    if (close < 0 || source.slice(index, close).includes('\n')) return null;
    target = source.slice(index + 1, close);
    index = close + 1;
  } else {
    const start = index;
    let depth = 0;
    while (index < source.length && !isSpace(source[index]) && index - start < MAX_LINK_PART) {
      const char = source[index];
      if (char === '\\' && isPunctuation(source[index + 1])) index += 1;
      else if (char === '(') depth += 1;
      else if (char === ')' && depth-- === 0) break;
      index += 1;
    }
    target = source.slice(start, index);
  }
  skipSpace();
  const titleEnd = TITLE_END[source[index] ?? ''];
  if (titleEnd && index > at + 1) {
    const close = source.indexOf(titleEnd, index + 1);
    if (close < 0 || close - index > MAX_LINK_PART) return null;
    index = close + 1;
    skipSpace();
  }
  return source[index] === ')' ? { target: unescape(target), end: index + 1 } : null;
};

/** A bare URL without the punctuation that ends the sentence around it (GFM autolink literal). */
export const trimUrl = (url: string) => {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    const opened = url.slice(0, end).split('(').length;
    const closed = url.slice(0, end).split(')').length;
    if ('?!.,:*_~\'"'.includes(last) || (last === ')' && closed > opened)) end -= 1;
    else break;
  }
  return url.slice(0, end);
};
