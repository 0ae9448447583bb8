import type { HomeAddition } from '@rela/contracts';
import { labels } from '../../lib/labels';

const thisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const otherYear = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * "Added by Jane Smith · Nov 20" (with the year when it is not this year's) for a home someone else
 * put on the viewer's list (their realtor's send), in the browser's time zone; nothing for the
 * viewer's own adds, for an adder who is gone, or for a time that does not parse.
 */
export const addedByLine = (
  addition: HomeAddition | undefined,
  viewer: string | null,
  now: number = Date.now(),
): string | undefined => {
  const by = addition?.by;
  if (!addition || !by) return undefined;
  if (viewer !== null && by.username.toLowerCase() === viewer.toLowerCase()) return undefined;
  const at = new Date(addition.at);
  if (Number.isNaN(at.getTime())) return undefined;
  const sameYear = at.getFullYear() === new Date(now).getFullYear();
  return labels.myProperties.addedBy(by.name, (sameYear ? thisYear : otherYear).format(at));
};
