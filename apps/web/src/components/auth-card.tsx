import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Logo } from './logo';

/** The unauthenticated screens' frame: the logo above a centred card, legal links below. */
export const AuthCard = ({
  children,
  footer,
  wide = false,
}: {
  children: ReactNode;
  footer?: ReactNode;
  /** A roomier card for longer forms (the invited registration). */
  wide?: boolean;
}) => (
  <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10 sm:py-16">
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-50 to-transparent"
    />
    <div className="mb-8">
      <Logo />
    </div>
    <div
      className={cx(
        'w-full rounded-2xl bg-white px-6 py-8 shadow-lg ring-1 shadow-slate-900/5 ring-slate-200 sm:px-10 sm:py-10',
        wide ? 'max-w-lg' : 'max-w-md',
      )}
    >
      {children}
    </div>
    {footer ? (
      <div className="mt-6 max-w-md text-center text-sm text-slate-600">{footer}</div>
    ) : null}
  </main>
);
