import { timeZoneSchema } from '@rela/contracts';

/**
 * The browser's IANA time zone (`America/Chicago`), or null when it tells none the contract takes:
 * quiet hours and the daily digest are counted there once the preferences are saved (ADR 030).
 */
export const deviceTimeZone = (): string | null => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZoneSchema.safeParse(zone).success ? zone : null;
};
