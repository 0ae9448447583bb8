import type { KeyboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { cx } from '../../lib/class-names';
import { useReturnFocus } from './use-return-focus';
import { ChevronIcon, CloseIcon } from '../../components/icons';
import { useSwipe } from './use-swipe';
import { labels } from '../../lib/labels';
import { ListingPhoto } from './listing-photo';

export type PhotoGalleryProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  /** The listing's address, for the photos' alt text. */
  address: string;
};

const text = labels.property;

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/20 transition-colors hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white';

/** Full-screen photos above the property dialog: arrows, keys, drag, counter and thumbnails. */
export const PhotoGallery = ({
  open,
  onOpenChange,
  images,
  index,
  onIndexChange,
  address,
}: PhotoGalleryProps) => {
  const total = images.length;
  const returnFocus = useReturnFocus();
  const go = (step: number) => {
    if (total > 0) onIndexChange((index + step + total) % total);
  };
  const swipe = useSwipe({ onPrevious: () => go(-1), onNext: () => go(1) });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const current = images[index];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          {...returnFocus}
          className="fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <Dialog.Title className="sr-only">{text.gallery}</Dialog.Title>
            <p className="text-sm font-medium tabular-nums" aria-live="polite">
              {total > 0 ? text.counter(index + 1, total) : text.noPhotos}
            </p>
            <Dialog.Close aria-label={text.closeGallery} className={roundButton}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
            {current ? (
              <div
                data-testid="gallery-stage"
                className="flex size-full cursor-grab touch-pan-y items-center justify-center select-none active:cursor-grabbing"
                {...swipe}
              >
                <ListingPhoto
                  key={current}
                  url={current}
                  alt={text.photoAlt(address, index + 1, total)}
                  place="gallery"
                  priority
                  fit="contain"
                  draggable={false}
                  className="max-h-full max-w-full rounded-lg"
                  standInClassName="aspect-[4/3] w-[min(48rem,100%)] bg-slate-800 text-slate-500"
                />
              </div>
            ) : null}
            {total > 1 ? (
              <>
                <button
                  type="button"
                  aria-label={text.previousPhoto}
                  onClick={() => go(-1)}
                  className={cx(roundButton, 'absolute top-1/2 left-2 -translate-y-1/2 sm:left-4')}
                >
                  <ChevronIcon direction="left" />
                </button>
                <button
                  type="button"
                  aria-label={text.nextPhoto}
                  onClick={() => go(1)}
                  className={cx(
                    roundButton,
                    'absolute top-1/2 right-2 -translate-y-1/2 sm:right-4',
                  )}
                >
                  <ChevronIcon direction="right" />
                </button>
              </>
            ) : null}
          </div>
          <ul
            aria-label={text.thumbnails}
            className="flex gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:thin]"
          >
            {images.map((url, position) => (
              <li key={url} className="shrink-0">
                <button
                  type="button"
                  aria-label={text.showPhoto(position + 1)}
                  aria-current={position === index || undefined}
                  onClick={() => onIndexChange(position)}
                  className={cx(
                    'block h-14 w-20 overflow-hidden rounded-md ring-2 transition-opacity focus-visible:outline-2 focus-visible:outline-white',
                    position === index
                      ? 'opacity-100 ring-white'
                      : 'opacity-60 ring-transparent hover:opacity-100',
                  )}
                >
                  <ListingPhoto
                    url={url}
                    alt={text.photoAlt(address, position + 1, total)}
                    place="strip"
                    className="size-full"
                  />
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
