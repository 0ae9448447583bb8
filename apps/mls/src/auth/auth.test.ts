import { describe, expect, it } from 'vitest';
import { buildMlsApp } from '../app';
import { manualClock } from '../testing/manual-clock';
import { fixtureDataset } from '../testing/fixture';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const good = { grant_type: 'client_credentials', client_id: 'id-1', client_secret: 's3cret' };

const open = async () => {
  const clock = manualClock();
  const app = await buildMlsApp({
    dataset: fixtureDataset,
    publicUrl: 'http://mls.test',
    clock,
    auth: { clientId: 'id-1', clientSecret: 's3cret', tokenTtlSeconds: 600 },
  });
  const token = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = form(fields);
    return app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const property = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/odata/Property?$top=1',
      headers: authorization ? { authorization } : {},
    });
  return { app, clock, token, property };
};

describe('POST /oauth2/token and the bearer check', () => {
  it('issues an opaque bearer token for good client credentials', async () => {
    const { app, token, property } = await open();
    const response = await token(good);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 600,
    });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await property(`Bearer ${body.access_token}`)).statusCode).toBe(200);
    expect((await token(good)).json().access_token).not.toBe(body.access_token);
    await app.close();
  });

  it('takes the credentials from HTTP Basic too', async () => {
    const { app, token } = await open();
    const basic = `Basic ${Buffer.from('id-1:s3cret').toString('base64')}`;
    const response = await token({ grant_type: 'client_credentials' }, { authorization: basic });
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it('refuses a wrong secret or client with 401 invalid_client', async () => {
    const { app, token } = await open();
    for (const fields of [
      { ...good, client_secret: 'wrong' },
      { ...good, client_id: 'other' },
      { grant_type: 'client_credentials' },
    ]) {
      const response = await token(fields);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_client' });
    }
    await app.close();
  });

  it('refuses other grants with 400 unsupported_grant_type, and a missing grant with invalid_request', async () => {
    const { app, token } = await open();
    const password = await token({ ...good, grant_type: 'password' });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ error: 'unsupported_grant_type' });
    const missing = await token({ client_id: 'id-1', client_secret: 's3cret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
    await app.close();
  });

  it('lets a token expire by the clock', async () => {
    const { app, clock, token, property } = await open();
    const bearer = `Bearer ${(await token(good)).json().access_token}`;
    clock.advance(599_000);
    expect((await property(bearer)).statusCode).toBe(200);
    clock.advance(1_000);
    const expired = await property(bearer);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toContain('invalid_token');
    await app.close();
  });

  it('answers 401 with a RESO error without a token or with a made-up one', async () => {
    const { app, property } = await open();
    for (const authorization of [undefined, 'Bearer made-up', 'Basic aWQtMTpzM2NyZXQ=']) {
      const response = await property(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'Unauthorized', message: 'A valid bearer token is required' },
      });
    }
    for (const url of ['/odata', '/odata/$metadata', "/odata/Property('K0')", '/odata/Media']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    await app.close();
  });

  it('accepts only the fixed token in static-token mode, and has no token endpoint', async () => {
    const app = await buildMlsApp({
      dataset: fixtureDataset,
      auth: { staticToken: 'fixed-token-1' },
    });
    const get = (authorization: string) =>
      app.inject({ method: 'GET', url: '/odata/Property?$top=1', headers: { authorization } });
    expect((await get('Bearer fixed-token-1')).statusCode).toBe(200);
    expect((await get('Bearer fixed-token-2')).statusCode).toBe(401);
    const tokenResponse = await app.inject({ method: 'POST', url: '/oauth2/token', ...form(good) });
    expect(tokenResponse.statusCode).toBe(404);
    await app.close();
  });
});
