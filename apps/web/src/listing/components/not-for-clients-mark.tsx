import { complianceMessages } from '@rela/contracts';
import { cx } from '../../lib/class-names';

const text = complianceMessages.notForClients;

/**
 * The mark of a listing its seller keeps off client display altogether (REQ-DISPLAY-WITHHELD),
 * which only a realtor (or a role above) ever gets: "Not for client display", the reason as its
 * title; `explained` (the dialog) says the reason under it as well.
 */
export const NotForClientsMark = ({
  notForClients,
  explained = false,
  as: Tag = 'p',
  className,
}: {
  notForClients: true | undefined;
  explained?: boolean;
  /** `span` inside a button (a search result, a map card). */
  as?: 'p' | 'span';
  className?: string;
}) => {
  if (!notForClients) return null;
  const mark = (
    <Tag
      title={text.title}
      data-not-for-clients=""
      className={cx(
        'flex w-fit items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset',
        !explained && className,
      )}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" fill="currentColor" className="size-3">
        <path d="M8 3C4.4 3 1.7 5.5 1 8c.7 2.5 3.4 5 7 5s6.3-2.5 7-5c-.7-2.5-3.4-5-7-5Zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm-6.3 3.3 12-12 .7.7-12 12z" />
      </svg>
      {text.mark}
      {explained ? null : <span className="sr-only">: {text.title}</span>}
    </Tag>
  );
  if (!explained) return mark;
  return (
    <div className={cx('space-y-1', className)}>
      {mark}
      <p className="text-xs text-amber-900">{text.title}</p>
    </div>
  );
};
