import { describe, expect, it } from 'vitest';
import { countLabel } from './plural';

describe('countLabel', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(countLabel(1, 'Realtor')).toBe('1 Realtor');
    expect(countLabel(0, 'Realtor')).toBe('0 Realtors');
    expect(countLabel(2, 'property', 'properties')).toBe('2 properties');
  });
});
