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

const NUMERIC = /^#[xX][\da-fA-F]{1,6}$|^#\d{1,7}$/;

const decode = (name: string): string | null => {
  if (!NUMERIC.test(name)) return named[name] ?? null;
  const code = /^#[xX]/.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return String.fromCodePoint(valid ? code : 0xfffd);
};

/**
 * Text with its character references as characters. marked leaves them for an HTML renderer
 * (`&amp;`, `&lt;` in text, all of them in link targets); React renders text as typed.
 */
export const decodeEntities = (text: string) =>
  text.includes('&')
    ? text.replace(
        /&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][A-Za-z\d]{1,31});/g,
        (entity, name: string) => decode(name) ?? entity,
      )
    : text;
