import { describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/app';
import { loadConfig } from '../../config';
import { mlsClientConfig } from './mls-config';
import { photoFetchRules } from '../../platform/images/photo-fetch';

describe('MLS client configuration', () => {
  it('defaults to the embedded MLS and its client credentials', () => {
    const config = mlsClientConfig(loadConfig(testEnv()));
    expect(config).toMatchObject({
      serviceRoot: 'http://127.0.0.1:3001/odata',
      tokenUrl: 'http://127.0.0.1:3001/oauth2/token',
      trustedOrigins: ['http://127.0.0.1:3001', 'http://localhost:3001'],
      clientId: 'rela-embedded',
      clientSecret: 'rela-embedded-secret',
      propertyBatchSize: 10,
      mediaBatchSize: 20,
      stringFunctions: 'auto',
      timeoutMs: 30_000,
      addressTimeoutMs: 15_000,
      cacheTtlMs: 300_000,
    });
    expect(config.staticToken).toBeUndefined();
  });

  it('reads a real provider from MLS_*', () => {
    const config = loadConfig(
      testEnv({
        MLS_URL: 'https://api.provider.example/reso/',
        MLS_TOKEN_URL: 'https://auth.provider.example/token',
        MLS_STATIC_TOKEN: 'fixed',
        MLS_MAX_OR_CLAUSES: '4',
        MLS_STRING_FUNCTIONS: 'off',
        MLS_MEDIA_ORIGIN: 'http://photos.provider.example',
      }),
    );
    expect(mlsClientConfig(config)).toMatchObject({
      serviceRoot: 'https://api.provider.example/reso/odata',
      tokenUrl: 'https://auth.provider.example/token',
      staticToken: 'fixed',
      propertyBatchSize: 4,
      stringFunctions: 'off',
    });
    expect(photoFetchRules(config).mediaOrigins).toEqual(['http://photos.provider.example']);
  });

  it('refuses bad values', () => {
    expect(() => loadConfig(testEnv({ MLS_STRING_FUNCTIONS: 'maybe' }))).toThrow(
      /MLS_STRING_FUNCTIONS/,
    );
    expect(() => loadConfig(testEnv({ MLS_MAX_OR_CLAUSES: '0' }))).toThrow(/MLS_MAX_OR_CLAUSES/);
  });
});
