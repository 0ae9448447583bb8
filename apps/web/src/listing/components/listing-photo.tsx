import { useState } from 'react';
import { parseListingPhotoUrl, type CopiedPhoto } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { labels } from '../../lib/labels';
import { HouseIcon } from '../../components/icons';
import { photoSources, waitingPhotoColor, type PhotoPlace } from '../model/photo-places';

/** The box of a card's photo (cards crop the photo to it). */
export const cardPhotoBox = 'aspect-[4/3] w-full';

export type ListingPhotoProps = {
  /** The URL an answer carries for the photo; `null` when there is none, `undefined` while loading. */
  url: string | null | undefined;
  alt: string;
  /** Where the photo is shown: the width its box takes and the sizes it may choose from. */
  place: PhotoPlace;
  /** The page's first photo, likely its largest paint: fetched at once and ahead of the others. */
  priority?: boolean;
  /** The box: its size and shape, on the photo and on every stand-in for it. */
  className?: string;
  /**
   * Classes of the stand-ins (no photo, failed, not yet copied) only: their colours (grey by
   * default; a photo not yet copied is always on the neutral colour) and, with `fit="contain"`,
   * their width.
   */
  standInClassName?: string;
  /**
   * `cover` (the photo fills the box given by `className`, cropped) or `contain` (the photo keeps
   * its shape within the box's limits; a photo not yet copied shows that shape).
   */
  fit?: 'cover' | 'contain';
  draggable?: boolean;
};

const standIn = 'flex items-center justify-center';
const grey = 'bg-slate-100 text-slate-400';

/**
 * Every listing photo of every page (REQ-PHOTO-COPY, ADR 046). A photo Rela has copied is a
 * `<picture>` of its WebP and JPEG sizes, its box reserved by `width`/`height` and its colours
 * drawn until it loads. A photo not yet copied is a neutral stand-in of its shape, and anything that
 * is not one of Rela's photo URLs (an MLS URL, junk) is "no photo": neither asks for anything. A
 * photo that fails to load (a file gone) becomes a house on grey under the same name.
 */
export const ListingPhoto = (props: ListingPhotoProps) => {
  const { url, className, fit = 'cover', standInClassName } = props;
  if (url === undefined)
    return <span aria-hidden="true" className={cx(className, grey, 'block animate-pulse')} />;
  const photo = url === null ? null : parseListingPhotoUrl(url);
  if (photo === null) {
    return (
      <span
        role="img"
        aria-label={labels.property.noPhoto}
        data-photo="none"
        className={cx(className, standIn, standInClassName ?? grey)}
      >
        <HouseIcon />
      </span>
    );
  }
  if (!photo.copied) {
    return (
      <span
        {...named(props.alt)}
        data-photo="waiting"
        className={cx(className, standIn, standInClassName ?? 'text-slate-400')}
        style={{
          backgroundColor: waitingPhotoColor,
          aspectRatio: fit === 'contain' ? `${photo.width} / ${photo.height}` : undefined,
        }}
      >
        <HouseIcon />
      </span>
    );
  }
  // A new URL is a new photo: keyed, so that its loaded and failed states start afresh.
  return <CopiedPicture key={url} {...props} photo={photo} />;
};

/** An image's name, or none when its alt is empty (a button around it names it). */
const named = (alt: string) =>
  alt ? { role: 'img' as const, 'aria-label': alt } : { 'aria-hidden': true as const };

const CopiedPicture = ({
  photo,
  alt,
  place,
  priority = false,
  className,
  standInClassName,
  fit = 'cover',
  draggable,
}: ListingPhotoProps & { photo: CopiedPhoto }) => {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') {
    return (
      <span
        role="img"
        aria-label={alt || labels.property.noPhoto}
        data-photo-failed="true"
        className={cx(className, standIn, standInClassName ?? grey)}
      >
        <HouseIcon />
      </span>
    );
  }
  const sources = photoSources(photo, place);
  return (
    // `contents`: the picture adds no box; the image lays out as its parent's child.
    <picture className="contents">
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      <img
        alt={alt}
        width={sources.width}
        height={sources.height}
        sizes={sources.sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={draggable}
        data-photo={state}
        className={cx(className, fit === 'contain' ? 'object-contain' : 'object-cover')}
        style={state === 'loaded' ? undefined : { backgroundImage: sources.placeholder }}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        srcSet={sources.jpg}
        src={sources.src}
      />
    </picture>
  );
};
