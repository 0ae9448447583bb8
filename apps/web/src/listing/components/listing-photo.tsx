import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names';
import { HouseIcon } from '../../components/icons';

export type ListingPhotoProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Size and colours of the stand-in for a photo that fails to load (grey by default). */
  fallbackClassName?: string;
};

/**
 * A listing's photo; a photo the MLS no longer serves (a home that left the market, a moved file)
 * becomes a house on grey under the same name instead of a broken image.
 */
export const ListingPhoto = ({
  src,
  alt,
  className,
  fallbackClassName,
  ...rest
}: ListingPhotoProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        data-photo-failed="true"
        className={cx(
          className,
          'flex items-center justify-center',
          fallbackClassName ?? 'bg-slate-100 text-slate-400',
        )}
      >
        <HouseIcon />
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailed(src)} {...rest} />;
};
