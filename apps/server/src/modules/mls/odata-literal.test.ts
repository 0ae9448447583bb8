import { defaultParser, type Token } from '@odata/parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  andFilter,
  buildQuery,
  containsFilter,
  eqFilter,
  literalText,
  numericLiteral,
  orCount,
  orFilter,
  quote,
} from './odata-literal';

const stringLiterals = (filter: string, decode: (text: string) => string): string[] => {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const token = node as Partial<Token>;
      if (token.type === 'Literal' && token.value === 'Edm.String' && token.raw) {
        found.push(decode(token.raw.slice(1, -1).replaceAll("''", "'")));
        return;
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'position') walk(value);
    }
  };
  walk(defaultParser.filter(filter));
  return found;
};

/**
 * The OData ABNF reads the URL as sent (`%27` is a quote there, `%2527` a percent sign and 27):
 * parse `$filter` with its percent-escapes intact, then decode each literal.
 */
const literalsOf = (query: string): string[] => {
  const raw = query.split('&').find((pair) => pair.startsWith('$filter='));
  if (raw === undefined) throw new Error('no $filter');
  return stringLiterals(raw.slice('$filter='.length), decodeURIComponent);
};

/** A server that decodes the query string first, then parses (the parser still reads `%27` as a quote). */
const literalsDecodedFirst = (query: string): string[] =>
  stringLiterals(new URLSearchParams(query).get('$filter') ?? '', (text) => text);

const tricky = fc.constantFrom(
  "'",
  "''",
  '%',
  '%27',
  '%2527',
  '&',
  '#',
  '+',
  ')',
  '(',
  ' or 1 eq 1',
  "') or (1 eq 1",
  '=',
  '?',
  '/',
  '\\',
  '"',
  ' ',
  'é',
  '\u{1F600}',
  '\u0000',
  '\n',
  '\uD800',
);
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: tricky, maxLength: 12 }),
  fc.string({ unit: fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 3 })), maxLength: 12 }),
);
const noControls = anyText.filter((text) => literalText(text) === text);

describe('OData literals (REQ-SEC-ODATA)', () => {
  it('quotes by doubling single quotes', () => {
    expect(quote("O'Brien")).toBe("'O''Brien'");
    expect(quote("''")).toBe("''''''");
    expect(eqFilter('City', "') or (1 eq 1")).toBe("City eq ''') or (1 eq 1'");
  });

  it('gives back exactly every string after URL-encoding, decoding and parsing', () => {
    fc.assert(
      fc.property(noControls, (text) => {
        const query = buildQuery({ $filter: eqFilter('City', text), $top: 10 });
        expect(literalsOf(query)).toEqual([text]);
        if (!/%27/i.test(text)) expect(literalsDecodedFirst(query)).toEqual([text]);
      }),
      { numRuns: 2000 },
    );
  });

  it('carries control characters as spaces and lone surrogates as U+FFFD, still one literal', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const query = buildQuery({ $filter: eqFilter('City', text) });
        expect(literalsOf(query)).toEqual([literalText(text)]);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every value a literal inside and/or/contains', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 4 }), anyText, (keys, word) => {
        const filter = andFilter([
          orFilter(keys.map((key) => eqFilter('ListingKey', key))),
          containsFilter('StreetName', word),
        ]);
        expect(literalsOf(buildQuery({ $filter: filter }))).toEqual([
          ...keys.map(literalText),
          literalText(word.toLowerCase()),
        ]);
        expect(orCount(filter)).toBe(keys.length - 1);
      }),
      { numRuns: 500 },
    );
  });

  it('encodes the query so that nothing a value holds splits or ends it', () => {
    const query = buildQuery({ $filter: eqFilter('City', 'a&$top=1#x+y z'), $top: 10 });
    expect(query).toBe("$filter=City%20eq%20'a%26%24top%3D1%23x%2By%20z'&$top=10");
    expect(buildQuery({ $select: undefined, $skip: 0 })).toBe('$skip=0');
  });

  it('refuses numbers that are not finite and names that are not identifiers', () => {
    expect(numericLiteral(12.5)).toBe('12.5');
    expect(() => numericLiteral(Number.NaN)).toThrow();
    expect(() => numericLiteral(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => eqFilter('City) or (1 eq 1', 'x')).toThrow();
    expect(eqFilter('ListPrice', 500000)).toBe('ListPrice eq 500000');
  });

  it('parenthesises compound clauses only', () => {
    expect(orFilter([eqFilter('A', 'x'), eqFilter('B', 'y')])).toBe("A eq 'x' or B eq 'y'");
    expect(andFilter([orFilter([eqFilter('A', 'x'), eqFilter('B', 'y')]), eqFilter('C', 1)])).toBe(
      "(A eq 'x' or B eq 'y') and C eq 1",
    );
    expect(andFilter([eqFilter('A', "x' or 'y"), eqFilter('C', 1)])).toBe(
      "A eq 'x'' or ''y' and C eq 1",
    );
  });
});
