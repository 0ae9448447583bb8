import type { ReactNode } from 'react';
import type { ActivityKind } from '@rela/contracts';
import { cx } from '../../../lib/class-names';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A flame: the Hot badge's mark. */
export const FlameIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={cx('size-3.5', className)} aria-hidden="true">
    <path
      fill="currentColor"
      d="M12.6 2.2c.3 2.4-.6 4-2 5.6C9 9.6 7.5 11.3 7.5 14a4.5 4.5 0 0 0 9 0c0-1.2-.4-2.2-1-3.1.9.4 1.6 1.2 2 2.1.4-.9.5-2 .3-3.1C17.2 6.6 14.9 3.8 12.6 2.2ZM12 21.5a6.5 6.5 0 0 1-6.5-6.5c0-1.1.2-2.1.7-3.1C4.8 13.3 4 15 4 16.6 4 19.9 7.6 22 12 22c4.4 0 8-2.1 8-5.4 0-.7-.1-1.4-.4-2.1A6.5 6.5 0 0 1 12 21.5Z"
    />
  </svg>
);

const paths: Record<ActivityKind, ReactNode> = {
  viewed: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  liked: (
    <path
      fill="currentColor"
      d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
    />
  ),
  unliked: (
    <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z" />
  ),
  removed: (
    <>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
    </>
  ),
  noted: <path d="M4 5h16v11H9l-5 4V5Z" />,
  'tour-requested': (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  'added-from-search': (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2M11 8v6M8 11h6" />
    </>
  ),
  'problem-reported': <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
};

/** Each kind's mark in the timeline. */
export const ActivityKindIcon = ({
  kind,
  className,
}: {
  kind: ActivityKind;
  className?: string;
}) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-4', className)} aria-hidden="true">
    {paths[kind]}
  </svg>
);
