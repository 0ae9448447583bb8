import type { Notification } from '@rela/contracts';

/** A card carries the badge of its home's latest change for this long (ADR 030). */
export const changeBadgeDays = 7;
const changeBadgeMs = changeBadgeDays * 24 * 60 * 60 * 1000;

export type ChangeBadge = {
  text: string;
  /** Good news for a buyer (a price drop, back on market, new) or a caution (price up, pending). */
  tone: 'good' | 'caution' | 'new';
};

/** The part of a notice's title before its address: "Price ↓ $15,000 — 12 Oak St" → "Price ↓ $15,000". */
const headline = (title: string) => title.split(' — ')[0]?.trim() ?? '';

const priceBadge = (title: string): ChangeBadge => {
  const text = headline(title);
  const down = text.includes('↓');
  if (/^Price [↓↑] \$[\d,]+$/.test(text)) return { text, tone: down ? 'good' : 'caution' };
  return { text: down ? 'Price ↓' : 'Price ↑', tone: down ? 'good' : 'caution' };
};

/** "Now Pending — 12 Oak St" → "Pending". */
const statusBadge = (title: string): ChangeBadge | null => {
  const status = headline(title).replace(/^Now /, '');
  return status ? { text: status, tone: 'caution' } : null;
};

/** The badge one notice gives its home, or null for notices that give none. */
export const badgeOfNotice = (notice: Notification): ChangeBadge | null => {
  switch (notice.kind) {
    case 'price-change':
      return priceBadge(notice.title);
    case 'status-change':
      return statusBadge(notice.title);
    case 'back-on-market':
      return { text: 'Back on market', tone: 'good' };
    case 'search-match':
      // A saved search tells of new listings ("New match — …") and of price drops ("Price ↓ …").
      return headline(notice.title).startsWith('Price ')
        ? priceBadge(notice.title)
        : { text: 'New', tone: 'new' };
    default:
      return null;
  }
};

/**
 * The badge of each home from the caller's notices of the last 7 days: the newest notice about
 * a home that gives a badge wins.
 */
export const changeBadges = (
  notices: readonly Notification[],
  now: number,
): ReadonlyMap<string, ChangeBadge> => {
  const badges = new Map<string, ChangeBadge>();
  const newestFirst = [...notices].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const notice of newestFirst) {
    if (!notice.listingKey || badges.has(notice.listingKey)) continue;
    if (now - Date.parse(notice.createdAt) > changeBadgeMs) continue;
    const badge = badgeOfNotice(notice);
    if (badge) badges.set(notice.listingKey, badge);
  }
  return badges;
};
