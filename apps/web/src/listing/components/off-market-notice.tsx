import { propertiesMessages } from '@rela/contracts';
import { cx } from '../../lib/class-names';

/** A circled "no": the listing left the market. */
const OffMarketIcon = ({ className }: { className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    className={cx('size-[1.15em] shrink-0', className)}
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </svg>
);

const tones = {
  /** On the card's photo, like the Liked badge. */
  badge:
    'gap-1.5 rounded-full bg-slate-900/90 px-2.5 py-1.5 text-xs whitespace-nowrap text-white shadow-sm',
  /** The dialog's banner above the photos. */
  banner: 'gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200',
} as const;

/** `Property no longer available.`: a home that left the MLS feed, shown with its last known facts. */
export const OffMarketNotice = ({
  variant,
  className,
}: {
  variant: keyof typeof tones;
  className?: string;
}) => (
  <p className={cx('flex items-center font-semibold', tones[variant], className)}>
    <OffMarketIcon />
    {propertiesMessages.noLongerAvailable}
  </p>
);
