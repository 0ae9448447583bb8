import { describe, expect, it } from 'vitest';
import { MlsConfigError, loadMlsConfig } from './config';

describe('loadMlsConfig', () => {
  it('has the embedded defaults', () => {
    const config = loadMlsConfig({});
    expect(config.MLS_STATIC_TOKEN).toBeUndefined();
    expect(config).toMatchObject({
      MLS_PORT: 3001,
      MLS_HOST: '127.0.0.1',
      MLS_PROFILE: 'default',
      MLS_CLIENT_ID: 'rela-embedded',
      MLS_CLIENT_SECRET: 'rela-embedded-secret',
      MLS_LISTINGS: 2400,
      MLS_MARKET_EVENTS_PER_HOUR: 180,
      publicUrl: 'http://localhost:3001',
    });
  });

  it('reads the variables', () => {
    const config = loadMlsConfig({
      MLS_PORT: '4001',
      MLS_PUBLIC_URL: 'https://mls.example/',
      MLS_PROFILE: 'spark',
      MLS_STATIC_TOKEN: 'a-static-token-of-some-length',
      MLS_LISTINGS: '1000000',
      MLS_MARKET_EVENTS_PER_HOUR: '0',
      MLS_THROTTLE_EVERY: '5',
    });
    expect(config).toMatchObject({
      MLS_PORT: 4001,
      MLS_PROFILE: 'spark',
      MLS_LISTINGS: 1_000_000,
      MLS_MARKET_EVENTS_PER_HOUR: 0,
      MLS_THROTTLE_EVERY: 5,
      publicUrl: 'https://mls.example',
    });
  });

  it('lists every bad variable', () => {
    try {
      loadMlsConfig({
        MLS_PORT: 'x',
        MLS_PROFILE: 'zillow',
        MLS_STATIC_TOKEN: 'short',
        MLS_LISTINGS: '1000001',
        MLS_MARKET_EVENTS_PER_HOUR: '-1',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MlsConfigError);
      const problems = (error as MlsConfigError).problems.join('\n');
      expect(problems).toMatch(/MLS_PORT/);
      expect(problems).toMatch(/MLS_PROFILE/);
      expect(problems).toMatch(/MLS_STATIC_TOKEN/);
      expect(problems).toMatch(/MLS_LISTINGS/);
      expect(problems).toMatch(/MLS_MARKET_EVENTS_PER_HOUR/);
    }
  });
});
