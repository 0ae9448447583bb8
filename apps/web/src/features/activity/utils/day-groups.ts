/** The viewer's calendar day of an instant (`2026-11-25`), in their time zone or `timeZone`. */
export const dayKey = (at: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export type DayGroup<T> = { day: string; items: T[] };

/** Items already newest first, in runs of one calendar day each (the viewer's zone). */
export const groupByDay = <T extends { at: string }>(
  items: readonly T[],
  timeZone?: string,
): DayGroup<T>[] => {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(new Date(item.at), timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
};

/** "Today", "Yesterday", or "Tuesday, Nov 24" (with the year when it is not this one). */
export const dayHeading = (
  day: string,
  now: Date,
  texts: { today: string; yesterday: string },
  timeZone?: string,
) => {
  if (day === dayKey(now, timeZone)) return texts.today;
  if (day === dayKey(new Date(now.getTime() - 24 * 60 * 60 * 1000), timeZone)) {
    return texts.yesterday;
  }
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Noon UTC of that date names the same calendar day in every zone.
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  const sameYear = year === Number(dayKey(now, timeZone).slice(0, 4));
  return new Intl.DateTimeFormat(undefined, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(noon);
};

/** "3:42 PM" in the viewer's zone. */
export const timeOfDay = (at: string, timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(at),
  );
