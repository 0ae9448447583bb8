import type { ComponentProps } from 'react';
import { cx } from '../lib/class-names';

export const inputClass = (invalid?: boolean, className?: string) =>
  cx(
    'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs sm:text-sm',
    'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0',
    invalid
      ? 'border-red-400 focus:outline-red-500'
      : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600/40',
    'disabled:bg-slate-100 disabled:text-slate-500',
    className,
  );

export type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export const Input = ({ invalid, className, ...props }: InputProps) => (
  <input
    className={inputClass(invalid, className)}
    aria-invalid={invalid || undefined}
    {...props}
  />
);

export const Label = ({
  htmlFor,
  className,
  ...props
}: ComponentProps<'label'> & { htmlFor: string }) => (
  <label
    htmlFor={htmlFor}
    className={cx('mb-1.5 block text-sm font-medium text-slate-700', className)}
    {...props}
  />
);
