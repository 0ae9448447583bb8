import { useState } from 'react';
import { cx } from '../lib/class-names';
import { inputClass, type InputProps } from './input';
import { labels } from '../lib/labels';

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    className="size-5"
    aria-hidden="true"
  >
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M3 3l18 18" strokeLinecap="round" /> : null}
  </svg>
);

/** A password field with a show/hide toggle named `Show password` / `Hide password`. */
export const PasswordInput = ({ invalid, className, ...props }: Omit<InputProps, 'type'>) => {
  const [visible, setVisible] = useState(false);
  const label = visible ? labels.signIn.hidePassword : labels.signIn.showPassword;
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        aria-invalid={invalid || undefined}
        className={inputClass(invalid, cx('pr-12', className))}
      />
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
};
