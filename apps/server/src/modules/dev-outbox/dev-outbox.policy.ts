import type { Config } from '../../config';

export type DevOutboxConfig = Pick<Config, 'isProduction' | 'HOST' | 'SMTP_URL' | 'DEV_OUTBOX'>;

export type DevOutboxDecision = { served: true } | { served: false; reason: string };

const loopbackHosts = new Set(['localhost', '::1', '[::1]']);

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach the server there. */
export const isLoopbackHost = (host: string): boolean =>
  loopbackHosts.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Whether `/dev/outbox` is served. Never in production; else as DEV_OUTBOX says; unset, only on a
 * loopback HOST (nobody else can read the codes) and without SMTP_URL (the mail really goes out).
 */
export const devOutboxDecision = (config: DevOutboxConfig): DevOutboxDecision => {
  if (config.isProduction) return { served: false, reason: 'never in production' };
  if (config.DEV_OUTBOX === true) return { served: true };
  if (config.DEV_OUTBOX === false) return { served: false, reason: 'DEV_OUTBOX=false' };
  if (config.SMTP_URL)
    return { served: false, reason: 'SMTP_URL sends the e-mails (DEV_OUTBOX=true serves it)' };
  if (!isLoopbackHost(config.HOST))
    return {
      served: false,
      reason: `HOST=${config.HOST} is not loopback (DEV_OUTBOX=true serves it)`,
    };
  return { served: true };
};
