import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMls } from '../testing/client';
import { propertyFields } from '../resources/fields';

type Entity = Record<string, unknown>;

describe('GET /odata/Property and /odata/Media', () => {
  let mls: Awaited<ReturnType<typeof openMls>>;
  const value = async (url: string): Promise<Entity[]> => {
    const response = await mls.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  beforeAll(async () => {
    mls = await openMls();
  });
  afterAll(() => mls.app.close());

  it('filters over HTTP, with the quotes of a key escaped', async () => {
    expect(await mls.keysOf("StreetName eq 'O''Brien' and City eq 'Denver'")).toEqual(['K1']);
  });

  it('answers bad syntax and unknown fields with RESO 400s', async () => {
    const syntax = await mls.get(`/odata/Property?$filter=${encodeURIComponent("City eq 'x")}`);
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().error.code).toBe('BadRequest');
    const unknown = await mls.get(`/odata/Property?$filter=${encodeURIComponent('Town eq 1')}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: { code: 'BadRequest', message: "Unknown field 'Town' on Property", target: 'Town' },
    });
  });

  it('selects fields, and refuses an unknown one', async () => {
    const rows = await value('/odata/Property?$select=ListingKey,City&$top=2');
    expect(rows).toEqual([
      { ListingKey: 'K0', City: 'Austin' },
      { ListingKey: 'K1', City: 'Denver' },
    ]);
    const response = await mls.get('/odata/Property?$select=ListingKey,Town');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.target).toBe('Town');
  });

  it('sends every field (nulls included) without $select', async () => {
    const [first] = await value(
      `/odata/Property?$filter=${encodeURIComponent("ListingKey eq 'K2'")}`,
    );
    expect(first).toMatchObject({ ListingKey: 'K2', BedroomsTotal: null, Heating: [] });
    expect(Object.keys(first ?? {})).toHaveLength(propertyFields.length);
  });

  it('tops and skips', async () => {
    const keys = (rows: Entity[]) => rows.map((row) => row.ListingKey);
    expect(keys(await value('/odata/Property?$select=ListingKey&$top=2&$skip=3'))).toEqual([
      'K3',
      'K4',
    ]);
    expect(keys(await value('/odata/Property?$select=ListingKey&$skip=10'))).toEqual([]);
    expect(keys(await value('/odata/Property?$select=ListingKey&$top=0'))).toEqual([]);
    expect((await mls.get('/odata/Property?$top=-1')).statusCode).toBe(400);
    expect((await mls.get('/odata/Property?$skip=x')).statusCode).toBe(400);
  });

  it('orders by several keys, stably, nulls first ascending', async () => {
    const rows = await value('/odata/Property?$select=ListingKey&$orderby=ListPrice desc,City asc');
    expect(rows.map((row) => row.ListingKey)).toEqual(['K4', 'K1', 'K0', 'K3', 'K5', 'K2']);
    const ties = await value('/odata/Property?$select=ListingKey&$orderby=ListingContractDate');
    expect(ties.map((row) => row.ListingKey)).toEqual(['K2', 'K1', 'K0', 'K5', 'K3', 'K4']);
    const nulls = await value(
      '/odata/Property?$select=ListingKey&$orderby=BedroomsTotal,ListingKey desc',
    );
    expect(nulls.map((row) => row.ListingKey)).toEqual(['K2', 'K3', 'K5', 'K0', 'K1', 'K4']);
    expect((await mls.get('/odata/Property?$orderby=Town')).statusCode).toBe(400);
    expect((await mls.get('/odata/Property?$orderby=Heating')).statusCode).toBe(400);
    expect((await mls.get('/odata/Property?$orderby=City%20sideways')).statusCode).toBe(400);
  });

  it('counts all matches with $count=true, whatever the page', async () => {
    const response = await mls.get(
      `/odata/Property?$filter=${encodeURIComponent("City eq 'Austin'")}&$count=true&$top=1`,
    );
    const body = response.json();
    expect(body['@odata.count']).toBe(3);
    expect(body.value).toHaveLength(1);
    expect((await mls.get('/odata/Property')).json()['@odata.count']).toBeUndefined();
  });

  it('expands Media with a nested $top and $orderby', async () => {
    const rows = await value(
      `/odata/Property?$filter=${encodeURIComponent("ListingKey eq 'K1'")}&$select=ListingKey&$expand=Media($top=3;$orderby=Order desc)`,
    );
    expect(rows).toHaveLength(1);
    const media = rows[0]?.Media as Entity[];
    expect(media.map((item) => item.Order)).toEqual([8, 7, 6]);
    expect(media[0]).toMatchObject({
      MediaKey: 'K1-M8',
      ResourceRecordKey: 'K1',
      MediaURL: 'http://mls.test/media/K1/8.jpg',
      MediaCategory: 'Photo',
      ImageWidth: 1024,
    });
    expect(media[0]).not.toHaveProperty('MediaPath');
  });

  it('expands Media in Order by default, empty for a listing without photos', async () => {
    const rows = await value(
      '/odata/Property?$select=ListingKey&$expand=Media($select=Order)&$orderby=ListingKey&$top=3',
    );
    expect(rows.map((row) => (row.Media as Entity[]).map((item) => item.Order))).toEqual([
      [1, 2, 3],
      [1, 2, 3, 4, 5, 6, 7, 8],
      [],
    ]);
    expect((await mls.get('/odata/Property?$expand=Agent')).statusCode).toBe(400);
    expect((await mls.get('/odata/Property?$expand=Media($top=x)')).statusCode).toBe(400);
  });

  it('answers Property(key) with the entity, unescaping doubled quotes, and 404 otherwise', async () => {
    const found = await mls.get("/odata/Property('K1')?$select=ListingKey,StreetName");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      '@odata.context': 'http://mls.test/odata/$metadata#Property/$entity',
      ListingKey: 'K1',
      StreetName: "O'Brien",
    });
    const named = await mls.get("/odata/Property(ListingKey='K2')?$select=ListingKey");
    expect(named.json().ListingKey).toBe('K2');
    const missing = await mls.get(`/odata/Property(${encodeURIComponent("'O''Brien'")})`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'NotFound', message: "No Property with ListingKey 'O'Brien'" },
    });
  });

  it('answers Media filtered by listing keys, ordered, with absolute URLs', async () => {
    const filter = encodeURIComponent("ResourceRecordKey eq 'K0' or ResourceRecordKey eq 'K4'");
    const rows = await value(
      `/odata/Media?$filter=${filter}&$orderby=ResourceRecordKey,Order&$top=10`,
    );
    expect(rows.map((row) => `${row.ResourceRecordKey}/${row.Order}`)).toEqual([
      'K0/1',
      'K0/2',
      'K0/3',
      'K4/1',
      'K4/2',
    ]);
    expect(rows.every((row) => String(row.MediaURL).startsWith('http://mls.test/media/'))).toBe(
      true,
    );
    const single = await mls.get("/odata/Media('K4-M2')");
    expect(single.json()).toMatchObject({
      MediaKey: 'K4-M2',
      MediaURL: 'http://mls.test/media/K4/2.jpg',
    });
  });

  it('filters and selects Media by MediaType and the image fields, Data Dictionary spellings', async () => {
    const filter = encodeURIComponent(
      "MediaType eq 'jpeg' and ImageSizeDescription eq 'Largest' and ImageWidth ge 1024 and ResourceRecordKey eq 'K4'",
    );
    const rows = await value(
      `/odata/Media?$filter=${filter}&$select=MediaKey,MediaType,ImageWidth,ImageHeight,ImageSizeDescription&$orderby=Order`,
    );
    expect(rows).toEqual([
      {
        MediaKey: 'K4-M1',
        MediaType: 'jpeg',
        ImageWidth: 1024,
        ImageHeight: 768,
        ImageSizeDescription: 'Largest',
      },
      {
        MediaKey: 'K4-M2',
        MediaType: 'jpeg',
        ImageWidth: 1024,
        ImageHeight: 768,
        ImageSizeDescription: 'Largest',
      },
    ]);
    expect(
      await value(`/odata/Media?$filter=${encodeURIComponent("MediaType eq 'image/svg+xml'")}`),
    ).toEqual([]);
  });
});
