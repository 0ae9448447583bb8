import { describe, expect, it } from 'vitest';
import { homeAdditionsByKey, packHomeAdditions } from './home-additions';

const jane = { name: 'Jane Realtor', username: 'jane' };
const sam = { name: 'Sam Buyer', username: 'sam' };
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`;

describe('who added a buyer’s homes, each adder once', () => {
  it('names each adder and each addition once however many homes they added, per key an index', () => {
    const listingKeys = Array.from({ length: 1000 }, (_, index) => `K${index}`);
    const homes = listingKeys.map((_, index) => ({
      by: index === 7 ? sam : index === 8 ? null : jane,
      at: at((index % 28) + 1),
    }));
    const additions = packHomeAdditions(homes);
    expect(additions.adders).toEqual([jane, sam]);
    expect(additions.batches.slice(0, 3)).toEqual([
      { by: 0, at: at(1) },
      { by: 0, at: at(2) },
      { by: 0, at: at(3) },
    ]);
    // Jane's homes of one day are one addition; Sam's and the deleted adder's are their own.
    expect(additions.batches).toHaveLength(30);
    expect(additions.batch.slice(6, 10)).toEqual([6, 7, 8, 9]);
    expect(additions.batches.slice(7, 9)).toEqual([
      { by: 1, at: at(8) },
      { by: null, at: at(9) },
    ]);
    expect(additions.batch[34]).toBe(6);
    expect(JSON.stringify(additions).split('Jane Realtor')).toHaveLength(2);
    expect(JSON.stringify(additions).split(at(5))).toHaveLength(2);
    const byKey = homeAdditionsByKey({ listingKeys, additions });
    expect(listingKeys.map((key) => byKey.get(key))).toEqual(homes);
  });

  it('reads nothing from an answer without additions, and skips keys past them', () => {
    expect(homeAdditionsByKey({ listingKeys: ['K1'] }).size).toBe(0);
    const additions = packHomeAdditions([{ by: jane, at: at(1) }]);
    expect([...homeAdditionsByKey({ listingKeys: ['K1', 'K2'], additions }).keys()]).toEqual([
      'K1',
    ]);
  });
});
