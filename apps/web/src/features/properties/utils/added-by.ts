import type { HomeAddition } from '@rela/contracts';
import { labels } from '../../../lib/labels';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * "Added by Jane Smith · Nov 20, 2026" for a home someone else put on the viewer's list (their
 * realtor's send), in the browser's time zone; nothing for the viewer's own adds, for an adder who
 * is gone, or for a time that does not parse.
 */
export const addedByLine = (
  addition: HomeAddition | undefined,
  viewer: string | null,
): string | undefined => {
  const by = addition?.by;
  if (!addition || !by) return undefined;
  if (viewer !== null && by.username.toLowerCase() === viewer.toLowerCase()) return undefined;
  const at = Date.parse(addition.at);
  return Number.isNaN(at) ? undefined : labels.myProperties.addedBy(by.name, day.format(at));
};
