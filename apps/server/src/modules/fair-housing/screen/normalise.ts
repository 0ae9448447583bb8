/**
 * How the fair-housing screen reads a text (ADR 050): lower case, Unicode NFKC, no accents,
 * straight quotes and dashes, single spaces, and the common ways of hiding a word undone
 * ("bl@ck", "musl1m", "j e w i s h", "kiiids", a Cyrillic "а" in a Latin word). Every character
 * of the result remembers the characters of the original it came from, so that what the screen
 * finds can be reported in the original's own words and offsets.
 */

/** A text as the screen's patterns read it, and where each of its characters came from. */
export type NormalisedText = {
  text: string;
  /** For each character of `text`, the offset in the original where its source starts. */
  from: readonly number[];
  /** For each character of `text`, the offset in the original just after its source. */
  to: readonly number[];
};

type Unit = { ch: string; from: number; to: number };

/** Characters that draw nothing: zero-width spaces and joiners, the byte-order mark, soft hyphens. */
const invisible = /^[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]$/;

/** Quotes and dashes folded to their ASCII forms before NFKC (which keeps most of them). */
const punctuation: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u00b4': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
};

/** Cyrillic and Greek letters that look like Latin ones, read as Latin inside a Latin word. */
const lookalikes: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  ա: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** Digits and signs written for letters ("bl@ck", "musl1m", "j3wish"). */
const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

const isLetter = (ch: string | undefined): boolean =>
  ch !== undefined && ch.length === 1 && ch >= 'a' && ch <= 'z';

/** One character of the original, folded: NFKC, accents off, lower case, ASCII quotes and spaces. */
const foldCharacter = (raw: string): string => {
  if (invisible.test(raw)) return '';
  const straight = punctuation[raw] ?? raw;
  return straight
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s/g, ' ');
};

/** Folded non-ASCII characters, remembered: a long report repeats the few it has. */
const folded = new Map<string, string>();

const foldCached = (raw: string): string => {
  const code = raw.charCodeAt(0);
  if (raw.length === 1 && code < 128) {
    if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
    if (code === 9 || code === 10 || code === 11 || code === 12 || code === 13) return ' ';
    return raw === '`' ? "'" : raw;
  }
  let result = folded.get(raw);
  if (result === undefined) {
    result = foldCharacter(raw);
    if (folded.size < 4096) folded.set(raw, result);
  }
  return result;
};

const foldCharacters = (original: string): Unit[] => {
  const units: Unit[] = [];
  let offset = 0;
  for (const raw of original) {
    const end = offset + raw.length;
    const fold = foldCached(raw);
    // One unit per UTF-16 code unit, so that offsets in the folded text are offsets in `units`.
    for (let i = 0; i < fold.length; i += 1)
      units.push({ ch: fold[i] as string, from: offset, to: end });
    offset = end;
  }
  return units;
};

/** One space between words, none at either end. */
const collapseSpaces = (units: Unit[]): Unit[] => {
  const kept: Unit[] = [];
  for (const unit of units) {
    if (unit.ch === ' ' && (kept.length === 0 || kept.at(-1)?.ch === ' ')) continue;
    kept.push(unit);
  }
  if (kept.at(-1)?.ch === ' ') kept.pop();
  return kept;
};

/** The runs of characters between spaces, as index ranges. */
const words = (units: Unit[]): Array<[number, number]> => {
  const found: Array<[number, number]> = [];
  let start = -1;
  units.forEach((unit, i) => {
    if (unit.ch !== ' ' && start < 0) start = i;
    if (unit.ch === ' ' && start >= 0) {
      found.push([start, i]);
      start = -1;
    }
  });
  if (start >= 0) found.push([start, units.length]);
  return found;
};

/** A letter typed three or more times in a row ("kiiids", "whiiite") kept once. */
const collapseLongRuns = (units: Unit[]): Unit[] => {
  const kept: Unit[] = [];
  let i = 0;
  while (i < units.length) {
    const unit = units[i] as Unit;
    let j = i + 1;
    while (isLetter(unit.ch) && units[j]?.ch === unit.ch) j += 1;
    if (j - i >= 3) kept.push({ ch: unit.ch, from: unit.from, to: (units[j - 1] as Unit).to });
    else kept.push(...units.slice(i, j));
    i = j;
  }
  return kept;
};

/**
 * Digits and signs for letters: a run of them ("m00slim") is read as letters when letters stand on
 * both sides of it; "@" and "$" also at the start of a word or after a letter ("@sian", "kid$").
 */
const readLeetRuns = (word: Unit[]): void => {
  let i = 0;
  while (i < word.length) {
    if (leet[(word[i] as Unit).ch] === undefined) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < word.length && leet[(word[j] as Unit).ch] !== undefined) j += 1;
    const before = word[i - 1]?.ch;
    const after = word[j]?.ch;
    const signs = word.slice(i, j).every((unit) => unit.ch === '@' || unit.ch === '$');
    const read =
      (isLetter(before) && isLetter(after)) ||
      (signs && (isLetter(before) || (i === 0 && isLetter(after))));
    if (read) for (const unit of word.slice(i, j)) unit.ch = leet[unit.ch] ?? unit.ch;
    i = j;
  }
};

/**
 * Inside one word: look-alike letters read as Latin, digits and signs between letters read as the
 * letters they stand for, and a letter typed three or more times in a row read once.
 */
const undoWordDisguises = (units: Unit[]): Unit[] => {
  const result = units.map((unit) => ({ ...unit }));
  for (const [start, end] of words(result)) {
    const word = result.slice(start, end);
    if (word.some((unit) => isLetter(unit.ch))) {
      for (const unit of word) unit.ch = lookalikes[unit.ch] ?? unit.ch;
    }
    readLeetRuns(word);
  }
  return collapseLongRuns(result);
};

/** "b l a c k", "m.u.s.l.i.m", "j-e-w-i-s-h": four or more single letters read as one word. */
const joinSpelledOutLetters = (units: Unit[]): Unit[] => {
  const text = units.map((unit) => unit.ch).join('');
  const drop = new Set<number>();
  for (const match of text.matchAll(/(?<![a-z0-9])[a-z](?:[ .\-_*]+[a-z](?![a-z0-9])){3,}/g)) {
    for (let i = match.index; i < match.index + match[0].length; i += 1) {
      if (!isLetter(text[i])) drop.add(i);
    }
  }
  return drop.size === 0 ? units : units.filter((_, i) => !drop.has(i));
};

/** The text as the screen reads it (see the module's comment), with where each character came from. */
export const normaliseForScreen = (original: string): NormalisedText => {
  const units = joinSpelledOutLetters(undoWordDisguises(collapseSpaces(foldCharacters(original))));
  return {
    text: units.map((unit) => unit.ch).join(''),
    from: units.map((unit) => unit.from),
    to: units.map((unit) => unit.to),
  };
};

/** Where `normalised.text.slice(start, end)` is in the original, and the original's words there. */
export const originalSpan = (
  normalised: NormalisedText,
  original: string,
  start: number,
  end: number,
): { index: number; phrase: string } => {
  const index = normalised.from[start] ?? 0;
  const last = normalised.to[end - 1] ?? index;
  return { index, phrase: original.slice(index, last) };
};
