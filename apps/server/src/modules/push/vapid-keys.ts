import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

/** The server's VAPID identity (RFC 8292): the key pair the push services know it by, and who it is. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

type Secrets = { vapid?: { publicKey: string; privateKey: string } };

const readSecrets = (file: string): (Secrets & Record<string, unknown>) | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Secrets & Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** VAPID_SUBJECT, else a `mailto:` of MAIL_FROM's address. */
const subjectOf = (config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM'>) => {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
};

/**
 * The VAPID keys (ADR 052): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a P-256
 * pair made once and kept in DATA_DIR/secrets.json (mode 0600) beside the JWT secret, so a
 * restart keeps every device's subscription (a new key would orphan them all).
 */
export const loadVapidKeys = (
  config: Pick<
    Config,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM' | 'dataDir'
  >,
): VapidKeys => {
  const subject = subjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.dataDir, 'secrets.json');
  const existing = readSecrets(file);
  if (existing?.vapid) return { ...existing.vapid, subject };
  mkdirSync(config.dataDir, { recursive: true });
  const vapid = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify({ ...existing, vapid }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...vapid, subject };
};
