import { Avatar as RadixAvatar } from 'radix-ui';
import { cx } from '../lib/class-names';

/** The profile image, with the initials shown while it loads or when there is none. */
export const Avatar = ({
  imageUrl,
  initials,
  className,
}: {
  imageUrl?: string | null;
  initials: string;
  className?: string;
}) => (
  <RadixAvatar.Root
    className={cx(
      'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-white/90 text-sm font-semibold text-slate-800 select-none',
      className,
    )}
  >
    {imageUrl ? (
      <RadixAvatar.Image src={imageUrl} alt="" className="size-full object-cover" />
    ) : null}
    <RadixAvatar.Fallback delayMs={imageUrl ? 300 : undefined}>{initials}</RadixAvatar.Fallback>
  </RadixAvatar.Root>
);
