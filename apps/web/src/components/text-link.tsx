import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cx } from '../lib/class-names';

export const textLinkClass =
  'rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const TextLink = ({ className, ...props }: ComponentProps<typeof Link>) => (
  <Link className={cx(textLinkClass, className)} {...props} />
);
