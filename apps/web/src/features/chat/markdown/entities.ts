/** The named character references a reply is likely to carry; others stay as typed. */
const named: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  middot: '·',
  bull: '•',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  times: '×',
  euro: '€',
  pound: '£',
  cent: '¢',
  frac12: '½',
};

/** `amp`, `#65` or `#x41` as the character it names; null when it names none we know. */
export const decodeEntity = (name: string): string | null => {
  if (!name.startsWith('#')) return named[name] ?? null;
  const code = /^#[xX]/.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return String.fromCodePoint(valid ? code : 0xfffd);
};
