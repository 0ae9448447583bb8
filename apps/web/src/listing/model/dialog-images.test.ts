import { afterEach, describe, expect, it, vi } from 'vitest';
import { productSlug } from '../../lib/product';
import { preloadImages } from './dialog-images';
import { photoPlaces } from './photo-places';
import { copiedPhoto, photoUrl, waitingPhotoUrl } from './test-fixtures';

/** The images the preload makes, as the browser would see them (sizes, then srcset, no src). */
const recordImages = () => {
  const made: { sizes: string; srcset: string; src: string }[] = [];
  vi.stubGlobal(
    'Image',
    class {
      sizes = '';
      srcset = '';
      src = '';
      constructor() {
        made.push(this);
      }
    },
  );
  return made;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dialog’s first photos, fetched ahead', () => {
  it('asks for each in the size and format the dialog will choose', () => {
    const made = recordImages();
    preloadImages([photoUrl('K1', 1), photoUrl('K1', 2)]);
    const files = (position: number) =>
      `/api/${productSlug}/photos/${copiedPhoto('K1', position).hash}`;
    expect(made).toEqual([
      {
        sizes: photoPlaces.dialog.sizes,
        srcset: `${files(1)}/card.webp 480w, ${files(1)}/dialog.webp 1024w`,
        src: '',
      },
      { sizes: photoPlaces.thumbnail.sizes, srcset: `${files(2)}/card.webp 480w`, src: '' },
    ]);
  });

  it('asks for nothing for a photo not copied yet, nor for a URL that is not Rela’s', () => {
    const made = recordImages();
    preloadImages([waitingPhotoUrl(), 'http://127.0.0.1:3101/media/K1/1.jpg', 'junk']);
    expect(made).toEqual([]);
  });
});
