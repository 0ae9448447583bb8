import type { ComponentProps } from 'react';
import { DropdownMenu } from 'radix-ui';
import { cx } from '../lib/class-names';

/** Thin styled parts of the Radix dropdown menu. */
export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export const MenuContent = ({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) => (
  <DropdownMenu.Portal>
    <DropdownMenu.Content
      align="end"
      sideOffset={8}
      className={cx(
        'z-50 min-w-60 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10 focus:outline-none',
        className,
      )}
      {...props}
    />
  </DropdownMenu.Portal>
);

export const MenuLabel = ({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) => (
  <DropdownMenu.Label className={cx('px-3 py-2', className)} {...props} />
);

export const MenuSeparator = () => <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />;

export const MenuItem = ({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) => (
  <DropdownMenu.Item
    className={cx(
      'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-slate-700 outline-none select-none',
      'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:opacity-50',
      className,
    )}
    {...props}
  />
);
