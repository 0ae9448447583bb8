import { describe, expect, it } from 'vitest';
import { maxSearchWords, searchWords, takeCity } from './search-text';

describe('the words of a search text', () => {
  it('lower-cases, drops signs and accents, and abbreviates street words as addresses do', () => {
    expect(searchWords('  1200 South Saunders Street, Raléigh NC 27603 ')).toEqual([
      '1200',
      's',
      'saunders',
      'st',
      'raleigh',
      'nc',
      '27603',
    ]);
    expect(searchWords(" ,.-' ")).toEqual([]);
    expect(searchWords('a b c d e f g h i j').length).toBe(maxSearchWords);
  });

  it('takes out the longest run of words that names a known city', () => {
    expect(takeCity(['sauders', 'st', 'raleigh'], ['raleigh', 'austin'])).toEqual({
      words: ['sauders', 'st'],
      city: 'raleigh',
    });
    expect(takeCity(['main', 'st', 'salt', 'lake', 'city'], ['salt lake city', 'lake'])).toEqual({
      words: ['main', 'st'],
      city: 'salt lake city',
    });
    expect(takeCity(['raleih', 'saunders'], ['raleigh'])).toEqual({
      words: ['raleih', 'saunders'],
    });
  });
});
