import { describe, expect, it } from 'vitest';
import { likedByLine } from './households';

const names = new Map([
  ['alex', 'Alex'],
  ['sam', 'Sam'],
  ['jo', 'Jo'],
]);

describe('likedByLine', () => {
  it('says who likes a home as the member reading it', () => {
    expect(likedByLine([], 'me', names)).toBe('');
    expect(likedByLine(['me'], 'me', names)).toBe('You like this');
    expect(likedByLine(['me', 'alex'], 'me', names)).toBe('You and Alex like this');
    expect(likedByLine(['alex'], 'me', names)).toBe('Only Alex');
    expect(likedByLine(['alex', 'sam'], 'me', names)).toBe('Alex and Sam like this');
    expect(likedByLine(['me', 'alex', 'sam'], 'me', names)).toBe('You, Alex and Sam like this');
  });

  it("says it as the household's realtor, by name, and by username for an unknown member", () => {
    expect(likedByLine(['alex'], null, names)).toBe('Only Alex');
    expect(likedByLine(['alex', 'sam', 'jo'], null, names)).toBe('Alex, Sam and Jo like this');
    expect(likedByLine(['gone'], null, names)).toBe('Only gone');
  });
});
