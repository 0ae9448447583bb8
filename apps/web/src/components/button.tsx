import type { ComponentProps } from 'react';
import { cx } from '../lib/class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'destructive' | 'link';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-slate-900 text-white shadow-sm hover:bg-slate-800 disabled:bg-slate-400 focus-visible:outline-slate-900',
  secondary:
    'bg-white text-slate-900 ring-1 ring-slate-300 ring-inset shadow-sm hover:bg-slate-50 disabled:text-slate-400 focus-visible:outline-slate-900',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-900',
  danger: 'text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
  /** The confirming button of something that cannot be undone: solid red. */
  destructive:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-400 focus-visible:outline-red-600',
  link: 'text-brand-700 underline-offset-4 hover:underline focus-visible:outline-brand-700 px-0 py-0',
};

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  busy?: boolean;
};

export const buttonClass = (variant: ButtonVariant = 'primary', className?: string) =>
  cx(
    'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
    variant === 'link' ? '' : 'min-h-11 px-4 py-2.5',
    variants[variant],
    className,
  );

export const Button = ({
  variant = 'primary',
  busy = false,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) => (
  <button
    type={type}
    className={buttonClass(variant, className)}
    aria-busy={busy || undefined}
    {...props}
  >
    {busy ? <Spinner size="sm" /> : null}
    {children}
  </button>
);
