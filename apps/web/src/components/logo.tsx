import { cx } from '../lib/class-names';
import { labels } from '../lib/labels';

/** The Rela mark: a house in a rounded square. Decorative; the wordmark or a label names it. */
export const LogoMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 32 32" className={cx('size-8', className)} aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path
      d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z"
      className="fill-white"
    />
  </svg>
);

/** Mark plus the word Rela (`wordClassName`: the word's own classes, to hide it on a phone). */
export const Logo = ({
  className,
  tone = 'dark',
  wordClassName,
}: {
  className?: string;
  tone?: 'dark' | 'light';
  wordClassName?: string;
}) => (
  <span className={cx('inline-flex items-center gap-2', className)}>
    <LogoMark className={tone === 'dark' ? 'text-brand-700' : 'text-white/15'} />
    <span
      className={cx(
        'text-2xl font-bold tracking-tight',
        tone === 'dark' ? 'text-slate-900' : 'text-white',
        wordClassName,
      )}
    >
      {labels.brand}
    </span>
  </span>
);
