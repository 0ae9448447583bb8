import { labels } from '../../../lib/labels';

const text = labels.alerts;
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dateWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
export const fullNoticeTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * When a notice came, as a panel says it: "Just now", "12 min ago", "3 h ago", "Yesterday",
 * "4 days ago", then the date ("Nov 20", with the year when it is not this year's).
 */
export const noticeTime = (createdAt: string, now: number): string => {
  const at = Date.parse(createdAt);
  const age = Math.max(0, now - at);
  if (age < minuteMs) return text.justNow;
  if (age < hourMs) return text.minutesAgo(Math.floor(age / minuteMs));
  if (age < dayMs) return text.hoursAgo(Math.floor(age / hourMs));
  const days = Math.floor(age / dayMs);
  if (days === 1) return text.yesterday;
  if (days < 7) return text.daysAgo(days);
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return (sameYear ? shortDate : dateWithYear).format(at);
};
