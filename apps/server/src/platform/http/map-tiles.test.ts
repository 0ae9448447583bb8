import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { mapTileMeta } from '@rela/contracts';
import { testEnv } from '../../../test/app';
import { loadConfig } from '../../config';
import { mapTilePageMeta } from './map-tiles';
import { registerWebApp } from './web-app';

const page = '<!doctype html><html><head><title>Rela</title></head><body>spa</body></html>';
const html = { accept: 'text/html' };

describe('the map tile settings in the page (ADR 024)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'rela-web-'));
  writeFileSync(path.join(dist, 'index.html'), page);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const serve = async (env: Record<string, string>) => {
    const app = Fastify();
    await registerWebApp(app, dist, mapTilePageMeta(loadConfig(testEnv(env))));
    return app;
  };

  it('leaves the page as built with the default tiles', async () => {
    const app = await serve({});
    const response = await app.inject({ url: '/search', headers: html });
    expect(response.body).toBe(page);
    await app.close();
  });

  it('writes configured tiles into the page, escaped, on every page path', async () => {
    const app = await serve({
      MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png?key=a&b="c"',
      MAP_TILE_ATTRIBUTION: '© [Example](https://example.test) <script>',
    });
    for (const url of ['/', '/search?city=Raleigh']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(
        `<meta name="${mapTileMeta.url}" content="https://tiles.example.test/{z}/{x}/{y}.png?key=a&amp;b=&quot;c&quot;">` +
          `<meta name="${mapTileMeta.attribution}" content="© [Example](https://example.test) &lt;script&gt;"></head>`,
      );
    }
    await app.close();
  });
});
