/**
 * The browsers' push services (ADR 052): Chrome, Edge's Chromium, Opera, Samsung Internet and
 * Brave use Google's FCM; Firefox Mozilla's autopush; Safari Apple's; legacy Edge Windows' WNS.
 * An endpoint elsewhere is refused unless its origin is one of PUSH_SERVICE_ORIGINS.
 */
const pushServiceHosts: readonly (string | RegExp)[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

const parsed = (endpoint: string) => {
  try {
    return new URL(endpoint);
  } catch {
    return null;
  }
};

/**
 * Whether Rela sends to `endpoint` (REQ-PUSH-ALLOWLIST): an `https:` URL on a browser's push
 * service, without credentials or another port, or any URL of an origin in `origins` (configured:
 * a self-hosted service, a test's loopback). Asked at subscription and again before each send.
 */
export const endpointAllowed = (endpoint: string, origins: readonly string[]): boolean => {
  const url = parsed(endpoint);
  if (!url || url.username || url.password) return false;
  if (origins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return pushServiceHosts.some((known) =>
    typeof known === 'string' ? host === known : known.test(host),
  );
};
