import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

type Secrets = { jwtSecret?: string };

const readSecrets = (file: string): Secrets | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * The HS256 key of access tokens: JWT_SECRET when set; otherwise a random 48-byte secret made once
 * and kept in DATA_DIR/secrets.json (mode 0600), so a restart keeps everyone signed in.
 */
export const loadJwtSecret = (config: Pick<Config, 'JWT_SECRET' | 'dataDir'>): Uint8Array => {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);

  const file = path.join(config.dataDir, 'secrets.json');
  const existing = readSecrets(file);
  if (existing?.jwtSecret) {
    chmodSync(file, 0o600);
    return Buffer.from(existing.jwtSecret, 'base64url');
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48);
  const secrets: Secrets = { ...existing, jwtSecret: secret.toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new Uint8Array(secret);
};
