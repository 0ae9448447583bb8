import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, apiPaths, reportTiming, withPathParams } from '@rela/contracts';

/**
 * Signed, short-lived URLs of report files (REQ-AI-REPORT-FILES, ADR 006). A client fetches the
 * report JSON and shows its images with a plain GET, without a bearer token, so the URL itself is
 * the permission: an HMAC over the path and the expiry, issued only to someone who may read the
 * report. Unsigned, expired or altered, it is refused.
 */
export type ReportLinks = {
  /** The URL of one file, valid for `reportTiming.fileUrlTtlMs` from `now`. */
  sign: (listingKey: string, fileName: string, now: Date) => string;
  /** True when the signature matches the path and the expiry has not passed. */
  verify: (
    params: { listingKey: string; fileName: string; expires?: string; signature?: string },
    now: Date,
  ) => boolean;
};

/** A key of its own, derived from the server secret, so a report link can never pass for a token. */
const deriveKey = (secret: Uint8Array) =>
  createHmac('sha256', secret).update('rela:report-file-urls:v1').digest();

const filePath = (listingKey: string, fileName: string) =>
  withPathParams(apiPaths.reportFile, { listingKey, fileName });

export const reportLinks = (secret: Uint8Array): ReportLinks => {
  const key = deriveKey(secret);
  const mac = (path: string, expires: string) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

  return {
    sign: (listingKey, fileName, now) => {
      const path = filePath(listingKey, fileName);
      const expires = String(Math.floor((now.getTime() + reportTiming.fileUrlTtlMs) / 1000));
      const query = new URLSearchParams({ expires, signature: mac(path, expires) });
      return `${API_PREFIX}${path}?${query.toString()}`;
    },
    verify: ({ listingKey, fileName, expires, signature }, now) => {
      if (!expires || !signature) return false;
      if (Number(expires) * 1000 < now.getTime()) return false;
      const expected = Buffer.from(mac(filePath(listingKey, fileName), expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
