import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMls } from '../testing/client';

describe('GET /media/{ListingKey}/{Order}.svg', () => {
  let mls: Awaited<ReturnType<typeof openMls>>;
  beforeAll(async () => {
    mls = await openMls();
  });
  afterAll(() => mls.app.close());

  it('serves the photo without a token, cacheable and not sniffable', async () => {
    const response = await mls.app.inject({ method: 'GET', url: '/media/K1/3.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('K1-M3');
  });

  it('serves the image a MediaURL points at', async () => {
    const media = (await mls.get("/odata/Media('K0-M2')")).json();
    const response = await mls.app.inject({ method: 'GET', url: new URL(media.MediaURL).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('K0-M2');
  });

  it.each(['/media/K1/9.svg', '/media/NOPE/1.svg', '/media/K1/1.png', '/media/K1'])(
    'answers 404 for %s',
    async (url) => {
      const response = await mls.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NotFound');
    },
  );
});
