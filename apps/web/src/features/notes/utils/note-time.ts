/** A note's time in the viewer's own time zone (stored in UTC): "Nov 25, 2026, 3:42 PM". */
const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const noteTime = (iso: string) => format.format(new Date(iso));
