import { fairHousingExcerptLength } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { excerptAround, fairHousingFinding } from './fair-housing-check';

/** What the audit keeps of a screened text (ADR 050): a short part around what was found. */
describe('the audit’s excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerptAround('no   kids\nplease', 0, 7)).toBe('no kids please');
  });

  it('cuts a long text around the phrase, marked where cut, never longer than the limit', () => {
    const before = 'The kitchen was redone in 2019 and the roof in 2021. '.repeat(6);
    const after = ' The yard is fenced and the garage holds two cars.'.repeat(6);
    const text = `${before}It is a mostly white street.${after}`;
    const finding = fairHousingFinding(text);
    expect(finding).toMatchObject({ class: 'race-color' });
    expect(finding?.excerpt).toContain('mostly white');
    expect(finding?.excerpt.startsWith('…')).toBe(true);
    expect(finding?.excerpt.endsWith('…')).toBe(true);
    expect(finding?.excerpt.length).toBeLessThanOrEqual(fairHousingExcerptLength + 2);
  });

  it('finds nothing in an ordinary request', () => {
    expect(fairHousingFinding('we have two kids so we need four bedrooms')).toBeNull();
  });
});
