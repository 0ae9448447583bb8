import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMlsApp } from './app';
import { fixtureDataset } from './testing/fixture';
import { openMls } from './testing/client';

describe('embedded MLS (OData 4.0)', () => {
  let mls: Awaited<ReturnType<typeof openMls>>;
  beforeAll(async () => {
    mls = await openMls();
  });
  afterAll(() => mls.app.close());

  it('serves the service document listing its entity sets', async () => {
    const response = await mls.get('/odata');
    expect(response.statusCode).toBe(200);
    expect(response.headers['odata-version']).toBe('4.0');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      '@odata.context': 'http://mls.test/odata/$metadata',
      value: [
        { name: 'Property', kind: 'EntitySet', url: 'Property' },
        { name: 'Media', kind: 'EntitySet', url: 'Media' },
        { name: 'Member', kind: 'EntitySet', url: 'Member' },
        { name: 'Office', kind: 'EntitySet', url: 'Office' },
        { name: 'OpenHouse', kind: 'EntitySet', url: 'OpenHouse' },
        { name: 'Lookup', kind: 'EntitySet', url: 'Lookup' },
      ],
    });
  });

  it('takes the public URL from the request when none is given', async () => {
    const plain = await buildMlsApp({ dataset: fixtureDataset, auth: { staticToken: 'static' } });
    const response = await plain.inject({
      method: 'GET',
      url: '/odata/Media?$top=1',
      headers: { host: 'localhost:3001', authorization: 'Bearer static' },
    });
    const body = response.json();
    expect(body['@odata.context']).toBe('http://localhost:3001/odata/$metadata#Media');
    expect(body.value[0].MediaURL).toMatch(/^http:\/\/localhost:3001\/media\/K5\/\d+\.jpg$/);
    await plain.close();
  });

  it('answers an unknown path with a RESO JSON 404', async () => {
    const response = await mls.get('/odata/Nope?$top=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['odata-version']).toBe('4.0');
    expect(response.json()).toEqual({
      error: { code: 'NotFound', message: 'No resource at GET /odata/Nope' },
    });
  });

  it('answers an unknown query option with a 400', async () => {
    const response = await mls.get('/odata/Property?$frobnicate=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BadRequest', target: '$frobnicate' });
  });
});
