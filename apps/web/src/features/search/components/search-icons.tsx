import { cx } from '../../../lib/class-names';

type IconProps = { className?: string };

const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const SearchIcon = ({ className }: IconProps) => (
  <svg {...stroke} className={cx('size-5', className)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const SlidersIcon = ({ className }: IconProps) => (
  <svg {...stroke} className={cx('size-4', className)}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </svg>
);

export const MapIcon = ({ className }: IconProps) => (
  <svg {...stroke} className={cx('size-4', className)}>
    <path d="m9 4-6 2.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5L9 4Z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </svg>
);

export const ListIcon = ({ className }: IconProps) => (
  <svg {...stroke} className={cx('size-4', className)}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </svg>
);

export const CheckIcon = ({ className }: IconProps) => (
  <svg {...stroke} className={cx('size-4', className)}>
    <path d="m5 12 5 5 9-10" />
  </svg>
);

export const SendIcon = ({ className }: IconProps) => (
  <svg {...stroke} className={cx('size-4', className)}>
    <path d="M21 3 10 14M21 3l-7 18-4-7-7-4 18-7Z" />
  </svg>
);

export const PlusIcon = ({ className }: IconProps) => (
  <svg {...stroke} className={cx('size-4', className)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
