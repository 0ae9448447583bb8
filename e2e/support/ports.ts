/**
 * The suite's own server is on `E2E_PORT` (3100), its MLS one above and its tests' push service two
 * above (playwright.config.ts); another `E2E_PORT` lets two runs share a machine.
 */
export const suitePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * Each private product (`spawn-product.ts`) is on an offset of its own from the suite's port, its
 * MLS one above. One list, so that two specs running on the two workers at once never ask for the
 * same port.
 */
const privateOffsets = {
  registration: 10,
  passwordReset: 20,
  account: 30,
  chat: 40,
  invitationExpiry: 50,
  installedAppOffline: 60,
  alertsDelivery: 70,
  alertEmailAttribution: 80,
  comparables: 90,
} as const;

/** The port of a spec's private product. */
export const privatePort = (spec: keyof typeof privateOffsets) => suitePort + privateOffsets[spec];
