import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMlsApp } from './app';

describe('embedded MLS (OData 4.0 skeleton)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMlsApp({ publicUrl: 'http://mls.test' });
  });
  afterAll(() => app.close());

  it('serves the service document listing Property and Media', async () => {
    const response = await app.inject({ method: 'GET', url: '/odata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['odata-version']).toBe('4.0');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      '@odata.context': 'http://mls.test/odata/$metadata',
      value: [
        { name: 'Property', kind: 'EntitySet', url: 'Property' },
        { name: 'Media', kind: 'EntitySet', url: 'Media' },
      ],
    });
  });

  it.each(['Property', 'Media'])('answers an empty %s collection', async (set) => {
    const response = await app.inject({ method: 'GET', url: `/odata/${set}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['odata-version']).toBe('4.0');
    expect(response.json()).toEqual({
      '@odata.context': `http://mls.test/odata/$metadata#${set}`,
      value: [],
    });
  });

  it('takes the context URL from the request when no public URL is given', async () => {
    const plain = await buildMlsApp();
    const response = await plain.inject({
      method: 'GET',
      url: '/odata/Property',
      headers: { host: 'localhost:3001' },
    });
    expect(response.json()['@odata.context']).toBe(
      'http://localhost:3001/odata/$metadata#Property',
    );
    await plain.close();
  });

  it('answers an unknown path with a RESO JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/odata/Nope?$top=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['odata-version']).toBe('4.0');
    expect(response.json()).toEqual({
      error: { code: 'NotFound', message: 'No resource at GET /odata/Nope' },
    });
  });
});
