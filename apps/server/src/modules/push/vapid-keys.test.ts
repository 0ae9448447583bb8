import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadVapidKeys } from './vapid-keys';

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'rela-vapid-'));
const base = { MAIL_FROM: 'Rela <alerts@rela.example>', VAPID_SUBJECT: undefined };

/** ADR 052: the VAPID keys, given or made once into DATA_DIR like the JWT secret. */
describe('VAPID keys', () => {
  it('are made once into DATA_DIR/secrets.json (0600) beside the JWT secret, and kept', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: 'kept' }));
    const none = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };
    const first = loadVapidKeys({ ...base, ...none, dataDir });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:alerts@rela.example');
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ jwtSecret: 'kept' });
    expect(loadVapidKeys({ ...base, ...none, dataDir })).toEqual(first);
    expect(loadVapidKeys({ ...base, ...none, dataDir: freshDir() }).publicKey).not.toBe(
      first.publicKey,
    );
  });

  it('are the environment’s when given, with its subject', () => {
    const keys = loadVapidKeys({
      ...base,
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'a'.repeat(43),
      VAPID_SUBJECT: 'https://rela.example/contact',
      dataDir: freshDir(),
    });
    expect(keys).toEqual({
      publicKey: 'B'.repeat(87),
      privateKey: 'a'.repeat(43),
      subject: 'https://rela.example/contact',
    });
  });

  it('are refused at start when only one half is set, and so are bad push origins', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/,
    );
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'http://rela.example' })).toThrow(
      /VAPID_SUBJECT/,
    );
    expect(() => loadConfig({ ...env, PUSH_SERVICE_ORIGINS: 'ftp://x.example' })).toThrow(
      /PUSH_SERVICE_ORIGINS/,
    );
    expect(() =>
      loadConfig({ ...env, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4100/path' }),
    ).toThrow(/PUSH_SERVICE_ORIGINS/);
    expect(
      loadConfig({
        ...env,
        PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4100, https://push.example.org/',
      }).pushServiceOrigins,
    ).toEqual(['http://127.0.0.1:4100', 'https://push.example.org']);
    expect(loadConfig(env).pushServiceOrigins).toEqual([]);
    // Plain http (a test's loopback service) never in production.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4100',
      }),
    ).toThrow(/PUSH_SERVICE_ORIGINS: https origins only in production/);
  });
});
