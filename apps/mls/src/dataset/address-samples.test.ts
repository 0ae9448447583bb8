import { describe, expect, it } from 'vitest';
import { addressKey } from './address';
import { sampleAddresses } from './address-samples';
import { defaultDataset } from './generate';

describe('sampleAddresses', () => {
  const dataset = defaultDataset();

  it('returns n varied, distinct samples, the same each time', () => {
    const samples = sampleAddresses(dataset, 24);
    expect(samples).toHaveLength(24);
    expect(sampleAddresses(dataset, 24)).toEqual(samples);
    expect(new Set(samples.map((sample) => sample.record.ListingKey)).size).toBe(24);
    const kinds = new Set(samples.map((sample) => sample.kind));
    for (const kind of [
      'unit',
      'apostrophe',
      'directional-prefix',
      'directional-suffix',
      'duplicate',
      'plain',
    ] as const) {
      expect(kinds.has(kind), kind).toBe(true);
    }
  });

  it('matches each kind and lists every listing at a duplicated address', () => {
    for (const sample of sampleAddresses(dataset, 40)) {
      const { record, sameAddress } = sample;
      if (sample.kind === 'unit') expect(record.UnitNumber).not.toBeNull();
      if (sample.kind === 'apostrophe') expect(record.StreetName).toContain("'");
      if (sample.kind === 'directional-suffix') expect(record.StreetDirSuffix).not.toBeNull();
      if (sample.kind === 'duplicate') {
        expect(sameAddress.length).toBeGreaterThan(1);
        expect(new Set(sameAddress.map(addressKey)).size).toBe(1);
      } else expect(sameAddress).toEqual([record]);
      expect(sameAddress).toContain(record);
    }
  });
});
