import type { NotificationKind } from '@rela/contracts';
import { cx } from '../../../lib/class-names';

/** Each kind's glyph (24-unit paths) and its colours. */
const looks: Record<NotificationKind, { path: string; tone: string }> = {
  'price-change': { path: 'M12 5v14m0 0-5-5m5 5 5-5', tone: 'bg-emerald-50 text-emerald-700' },
  'status-change': {
    path: 'M12 8v4l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
    tone: 'bg-amber-50 text-amber-700',
  },
  'off-market': { path: 'M6 6l12 12M18 6 6 18', tone: 'bg-slate-100 text-slate-600' },
  'back-on-market': {
    path: 'M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15m0 5v-5h5',
    tone: 'bg-sky-50 text-sky-700',
  },
  'search-match': {
    path: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-3.5-3.5',
    tone: 'bg-violet-50 text-violet-700',
  },
  'homes-added': {
    path: 'M3 11l9-7 9 7M5 10v10h14V10M12 13v5m-2.5-2.5h5',
    tone: 'bg-rose-50 text-rose-700',
  },
  'note-shared': {
    path: 'M5 4h14v12H9l-4 4V4Zm4 5h6m-6 3h4',
    tone: 'bg-teal-50 text-teal-700',
  },
  'tour-requested': {
    path: 'M7 3v3m10-3v3M4 8h16M5 5h14v15H5V5Zm7 6v4m-2-2h4',
    tone: 'bg-indigo-50 text-indigo-700',
  },
  'tour-updated': {
    path: 'M7 3v3m10-3v3M4 8h16M5 5h14v15H5V5Zm4 9 2 2 4-4',
    tone: 'bg-indigo-50 text-indigo-700',
  },
  'data-stale': {
    path: 'M12 9v4m0 3h.01M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z',
    tone: 'bg-amber-50 text-amber-700',
  },
  household: {
    path: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7 0a2.5 2.5 0 1 0 0-5M3 19a6 6 0 0 1 12 0m2-6a5 5 0 0 1 4 5',
    tone: 'bg-teal-50 text-teal-700',
  },
};

/** A price rise points up; every other price change is a drop. */
const isPriceRise = (kind: NotificationKind, title: string) =>
  kind === 'price-change' && title.includes('↑');

/** The round glyph at the start of a notice: what kind of change it is, at a glance. */
export const NoticeIcon = ({ kind, title }: { kind: NotificationKind; title: string }) => {
  const look = looks[kind];
  const rise = isPriceRise(kind, title);
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        rise ? 'bg-orange-50 text-orange-700' : look.tone,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx('size-5', rise && 'rotate-180')}
      >
        <path d={look.path} />
      </svg>
    </span>
  );
};
