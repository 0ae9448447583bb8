import type { Notification } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import { fullNoticeTime, noticeTime } from '../utils/notice-time';
import { NoticeIcon } from './notice-icon';

const text = labels.alerts;

/** One notice of the panel: its glyph, title, body and time, and a dot while it is unread. */
export const NoticeItem = ({
  notice,
  now,
  onOpen,
}: {
  notice: Notification;
  now: number;
  onOpen: (notice: Notification) => void;
}) => {
  const unread = notice.readAt === null;
  return (
    <li>
      <button
        type="button"
        data-unread={unread || undefined}
        onClick={() => onOpen(notice)}
        className={cx(
          'flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 sm:px-5',
          'focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900',
          unread && 'bg-sky-50/60',
        )}
      >
        <NoticeIcon kind={notice.kind} title={notice.title} />
        <span className="min-w-0 flex-1">
          <span
            className={cx(
              'line-clamp-2 text-sm text-slate-900',
              unread ? 'font-semibold' : 'font-medium',
            )}
          >
            {notice.title}
          </span>
          {notice.body && notice.body !== notice.title ? (
            <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{notice.body}</span>
          ) : null}
          <time
            dateTime={notice.createdAt}
            title={fullNoticeTime.format(Date.parse(notice.createdAt))}
            className="mt-1 block text-xs font-medium text-slate-500"
          >
            {noticeTime(notice.createdAt, now)}
          </time>
        </span>
        {unread ? (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-sky-600">
            <span className="sr-only">{text.unread}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
};
