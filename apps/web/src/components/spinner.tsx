import { cx } from '../lib/class-names';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** A decorative spinner; the surrounding text says what is happening. */
export const Spinner = ({
  size = 'md',
  className,
}: {
  size?: keyof typeof sizes;
  className?: string;
}) => (
  <span
    aria-hidden="true"
    className={cx(
      'inline-block animate-spin rounded-full border-current border-r-transparent',
      sizes[size],
      className,
    )}
  />
);

/** A full-screen wait with a visible label, announced politely. */
export const FullScreenSpinner = ({ label }: { label: string }) => (
  <div
    role="status"
    className="flex min-h-dvh flex-col items-center justify-center gap-4 text-slate-600"
  >
    <Spinner size="lg" className="text-brand-700" />
    <p className="text-sm font-medium">{label}</p>
  </div>
);
