import { limits } from '@rela/contracts';
import { HouseIcon, PhotosIcon } from '../../components/icons';
import { labels } from '../../lib/labels';
import { ListingPhoto } from './listing-photo';

export type DialogPhotosProps = {
  /** The photos, `undefined` while they load. */
  images: readonly string[] | undefined;
  address: string;
  onOpenGallery: (index: number) => void;
};

const text = labels.property;

/**
 * The dialog's photo area: the first photo, four thumbnails (the last with +N), and see all photos
 * on the first photo, never on the +N tile.
 */
export const DialogPhotos = ({ images, address, onOpenGallery }: DialogPhotosProps) => {
  if (!images) {
    return (
      <div
        className="aspect-[16/9] w-full animate-pulse rounded-xl bg-slate-100"
        aria-hidden="true"
      />
    );
  }
  const [first, ...rest] = images;
  if (!first) {
    return (
      <div className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-400">
        <HouseIcon />
        <p className="text-sm text-slate-500">{text.noPhotos}</p>
      </div>
    );
  }
  const thumbnails = rest.slice(0, limits.dialogThumbnails);
  const hidden = images.length - 1 - thumbnails.length;
  const total = images.length;
  return (
    <div className="relative grid grid-cols-4 gap-2 sm:grid-rows-2">
      <button
        type="button"
        onClick={() => onOpenGallery(0)}
        className="overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 col-span-4 sm:col-span-2 sm:row-span-2"
      >
        <ListingPhoto
          url={first}
          alt={text.photoAlt(address, 1, total)}
          place="dialog"
          priority
          className="aspect-[4/3] size-full transition-transform hover:scale-[1.02] sm:aspect-auto"
        />
      </button>
      {thumbnails.map((url, position) => {
        const last = position === thumbnails.length - 1 && hidden > 0;
        return (
          <button
            key={url}
            type="button"
            onClick={() => onOpenGallery(position + 1)}
            aria-label={last ? text.morePhotosLabel(hidden) : undefined}
            className="relative overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:rounded-xl"
          >
            <ListingPhoto
              url={url}
              alt={text.photoAlt(address, position + 2, total)}
              place="thumbnail"
              className="aspect-[4/3] size-full"
            />
            {last ? (
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-xl font-semibold text-white"
              >
                {text.morePhotos(hidden)}
              </span>
            ) : null}
          </button>
        );
      })}
      <button
        type="button"
        onClick={() => onOpenGallery(0)}
        className="absolute top-3 right-3 inline-flex items-center gap-1.5 sm:top-auto sm:right-auto sm:bottom-3 sm:left-3 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        <PhotosIcon />
        {text.seeAllPhotos}
      </button>
    </div>
  );
};
