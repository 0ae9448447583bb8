import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildMlsApp, type MlsAppOptions } from '../app';
import { fixtureDataset } from './fixture';

export const publicUrl = 'http://mls.test';

/** The tests' photo cache: outside the repository, shared by runs (files are named by content). */
export const testPhotoCacheDir = path.join(tmpdir(), 'rela-mls-test-photos');

/** An MLS app over the fixture with a token, and a GET that sends it. */
export const openMls = async (options: MlsAppOptions = {}) => {
  const app: FastifyInstance = await buildMlsApp({
    dataset: fixtureDataset,
    publicUrl,
    photos: { cacheDir: testPhotoCacheDir },
    ...options,
  });
  const tokenResponse = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload:
      'grant_type=client_credentials&client_id=rela-embedded&client_secret=rela-embedded-secret',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token: string = tokenResponse.json().access_token;
  /** GET a path or an absolute URL of this server, with the bearer. */
  const get = (url: string) =>
    app.inject({
      method: 'GET',
      url: url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url,
      headers: { authorization: `Bearer ${token}` },
    });
  /** The `value` of a Property query (the filter is URL-encoded here). */
  const keysOf = async (filter: string) => {
    const response = await get(
      `/odata/Property?$filter=${encodeURIComponent(filter)}&$select=ListingKey`,
    );
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return (response.json().value as { ListingKey: string }[]).map((row) => row.ListingKey);
  };
  return { app, token, get, keysOf };
};
