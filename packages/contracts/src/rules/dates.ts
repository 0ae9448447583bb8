/**
 * Dates as people read them, in a named IANA time zone (ADR 041): the server writes them into
 * e-mails and Rela's answers, where the reader's browser cannot format them.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (key: string, options: Intl.DateTimeFormatOptions) => {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, found);
  }
  return found;
};

const dateOf = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** A day: `Nov 29, 2026`. */
export const formatDay = (at: Date | string, timeZone: string): string =>
  formatter(`day ${timeZone}`, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(dateOf(at));

/** A moment with its zone named: `Sunday, December 6, 2026 at 5:40 AM EST`. */
export const formatMoment = (at: Date | string, timeZone: string): string =>
  formatter(`moment ${timeZone}`, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(dateOf(at));
