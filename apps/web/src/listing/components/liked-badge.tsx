import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { HeartIcon, LockIcon } from '../../components/icons';
import { labels } from '../../lib/labels';

/** A mark on a home's photo: an icon and one word, read as one image. */
const PhotoMark = ({
  label,
  icon,
  tone,
  className,
}: {
  label: string;
  icon: ReactNode;
  tone: string;
  className?: string;
}) => (
  <span
    role="img"
    aria-label={label}
    className={cx(
      'inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold shadow-sm ring-1 ring-slate-900/5',
      tone,
      className,
    )}
  >
    {icon}
    <span aria-hidden="true">{label}</span>
  </span>
);

/** A buyer's favourite as their realtor sees it: a filled heart and the word Liked (REQ-MY-BUYERS). */
export const LikedBadge = ({ className }: { className?: string }) => (
  <PhotoMark
    label={labels.property.liked}
    icon={<HeartIcon className="size-3.5" />}
    tone="text-rose-700"
    className={className}
  />
);

/** The buyer's own locked home: a closed padlock and Locked, the lock button's words (REQ-CARD). */
export const LockedBadge = ({ className }: { className?: string }) => (
  <PhotoMark
    label={labels.property.locked}
    icon={<LockIcon className="size-3.5" />}
    tone="text-brand-800"
    className={className}
  />
);
