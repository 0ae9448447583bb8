import { describe, expect, it } from 'vitest';
import { homeAdditionsByKey, packHomeAdditions } from './home-additions';

const jane = { name: 'Jane Realtor', username: 'jane' };
const sam = { name: 'Sam Buyer', username: 'sam' };
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`;

describe('who added a buyer’s homes, each adder once', () => {
  it('names each adder once however many homes they added, per key its index and time', () => {
    const listingKeys = Array.from({ length: 1000 }, (_, index) => `K${index}`);
    const homes = listingKeys.map((_, index) => ({
      by: index === 7 ? sam : index === 8 ? null : jane,
      at: at((index % 28) + 1),
    }));
    const additions = packHomeAdditions(homes);
    expect(additions.adders).toEqual([jane, sam]);
    expect(additions.by.slice(6, 10)).toEqual([0, 1, null, 0]);
    expect(JSON.stringify(additions).split('Jane Realtor')).toHaveLength(2);
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
