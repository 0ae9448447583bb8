import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from './dataset';
import { openMls } from './testing/client';

describe('the MLS over a generated dataset', () => {
  let mls: Awaited<ReturnType<typeof openMls>>;
  const dataset = generateDataset({ count: 60 });
  beforeAll(async () => {
    mls = await openMls({ dataset });
  });
  afterAll(() => mls.app.close());

  it('serves every listing, and each first photo its MediaURL points at', async () => {
    const response = await mls.get(
      '/odata/Property?$select=ListingKey,PhotosCount&$expand=Media($top=1;$orderby=Order)&$top=60',
    );
    type Media = { MediaURL: string; MediaType: string; ImageSizeDescription: string };
    const rows = response.json().value as { ListingKey: string; Media: Media[] }[];
    expect(rows.map((row) => row.ListingKey)).toEqual(dataset.properties.map((p) => p.ListingKey));
    for (const row of rows.slice(0, 5)) {
      const url = row.Media[0]?.MediaURL ?? '';
      expect(url).toBe(`http://mls.test/media/${row.ListingKey}/0.jpg`);
      expect(row.Media[0]).toMatchObject({ MediaType: 'jpeg', ImageSizeDescription: 'Largest' });
      const image = await mls.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('finds a listing by its escaped address', async () => {
    const record = dataset.properties.find((p) => p.UnparsedAddress.includes("'"));
    if (!record) return;
    const escaped = record.UnparsedAddress.replaceAll("'", "''");
    const keys = await mls.keysOf(`UnparsedAddress eq '${escaped}'`);
    expect(keys).toContain(record.ListingKey);
  });
});
