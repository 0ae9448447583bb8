import { cx } from '../lib/class-names';

type IconProps = { className?: string };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const HouseIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-10', className)} aria-hidden="true">
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20h14V9.5" />
    <path d="M10 20v-6h4v6" />
  </svg>
);

/** A padlock: open, or closed with a filled body (a locked, liked home). */
export const LockIcon = ({ className, open = false }: IconProps & { open?: boolean }) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-5', className)} aria-hidden="true">
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" fill={open ? 'none' : 'currentColor'} />
    <path d={open ? 'M8 10.5V7a4 4 0 0 1 7.75-1.4' : 'M8 10.5V7a4 4 0 0 1 8 0v3.5'} />
  </svg>
);

export const TrashIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-5', className)} aria-hidden="true">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);

const chevrons = { left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M5 9l7 7 7-7' } as const;

export const ChevronIcon = ({
  className,
  direction,
}: IconProps & { direction: keyof typeof chevrons }) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-6', className)} aria-hidden="true">
    <path d={chevrons[direction]} />
  </svg>
);

/** A heart, filled: a liked home. */
export const HeartIcon = ({ className }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="currentColor"
    className={cx('size-4', className)}
    aria-hidden="true"
  >
    <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21Z" />
  </svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-5', className)} aria-hidden="true">
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const PhotosIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-4', className)} aria-hidden="true">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 16 5-5 4 4 3-3 6 6" />
    <circle cx="15.5" cy="9" r="1.5" />
  </svg>
);

/** A flag: report a problem. */
export const FlagIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-3.5', className)} aria-hidden="true">
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </svg>
);

/** A warning triangle: data older than the rules allow. */
export const WarningIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" {...stroke} className={cx('size-3.5', className)} aria-hidden="true">
    <path d="M12 9v4m0 3h.01M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
  </svg>
);
