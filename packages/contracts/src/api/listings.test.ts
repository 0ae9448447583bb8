import { describe, expect, it } from 'vitest';
import { batchImagesQuerySchema, rawPropertiesQuerySchema } from './listings';

const keys = (count: number) => Array.from({ length: count }, (_, index) => `RELA${1000 + index}`);

describe('listingKeys (the dashboard batch calls)', () => {
  it('reads a plain list as written, in order (a repeated key is the reader’s to answer once)', () => {
    expect(rawPropertiesQuerySchema.parse({ listingKeys: keys(50).join(',') }).listingKeys).toEqual(
      keys(50),
    );
    expect(rawPropertiesQuerySchema.parse({ listingKeys: 'K1,K2,K1' }).listingKeys).toEqual([
      'K1',
      'K2',
      'K1',
    ]);
    expect(
      batchImagesQuerySchema.parse({ listingKeys: 'K.1,k_2,K-3', count: '3' }).listingKeys,
    ).toEqual(['K.1', 'k_2', 'K-3']);
  });

  it('trims keys and drops empty ones; 50 distinct keys however often repeated', () => {
    expect(rawPropertiesQuerySchema.parse({ listingKeys: ' K1 ,, K2,' }).listingKeys).toEqual([
      'K1',
      'K2',
    ]);
    const repeated = [...keys(50), ...keys(50)].join(',');
    expect(rawPropertiesQuerySchema.parse({ listingKeys: repeated }).listingKeys).toEqual(keys(50));
  });

  it.each([
    ['no key', '', ['listingKeys']],
    ['only commas', ',,', ['listingKeys']],
    ['51 keys', keys(51).join(','), ['listingKeys']],
    ['a bad key, at its place', "K1,x' or 1 eq 1", ['listingKeys', 1]],
    ['a key of 65 characters', `K1,${'a'.repeat(65)}`, ['listingKeys', 1]],
    ['a key starting with a dash', '-K1', ['listingKeys', 0]],
  ])('refuses %s', (_name, listingKeys, path) => {
    const result = rawPropertiesQuerySchema.safeParse({ listingKeys });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });
});
