import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/class-names';

/** A native checkbox with its label beside it. */
export const Checkbox = ({
  id,
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { id: string; label: ReactNode }) => (
  <div className={cx('flex items-center gap-2', className)}>
    <input
      id={id}
      type="checkbox"
      className="size-4 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      {...props}
    />
    <label htmlFor={id} className="text-sm text-slate-700 select-none">
      {label}
    </label>
  </div>
);
