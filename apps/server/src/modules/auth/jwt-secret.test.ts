import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret';

describe('loadJwtSecret', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rela-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when it is set', () => {
    const secret = loadJwtSecret({ JWT_SECRET: 'x'.repeat(40), dataDir: freshDir() });
    expect(Buffer.from(secret).toString()).toBe('x'.repeat(40));
  });

  it('otherwise makes a random 48-byte secret once, kept in secrets.json with mode 0600', () => {
    const dataDir = freshDir();
    const first = loadJwtSecret({ JWT_SECRET: undefined, dataDir });
    expect(first).toHaveLength(48);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('jwtSecret');
    const again = loadJwtSecret({ JWT_SECRET: undefined, dataDir });
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(
      Buffer.from(loadJwtSecret({ JWT_SECRET: undefined, dataDir: freshDir() })).equals(
        Buffer.from(first),
      ),
    ).toBe(false);
  });
});
