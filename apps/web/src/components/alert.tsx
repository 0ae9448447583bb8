import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
};

/** Errors are alerts (read out at once); success and info are polite status messages. */
export const Alert = ({
  tone = 'error',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) => (
  <div
    role={tone === 'error' ? 'alert' : 'status'}
    className={cx('rounded-lg px-3 py-2.5 text-sm ring-1 ring-inset', tones[tone], className)}
  >
    {children}
  </div>
);
