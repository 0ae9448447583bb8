import { describe, expect, it } from 'vitest';
import {
  listingPhotoUrl,
  parseListingPhotoUrl,
  photoPixels,
  photoSrcSet,
  type CopiedPhoto,
} from './listing-photos';

const photo: CopiedPhoto = {
  copied: true,
  hash: '0123456789abcdef0123456789abcdef',
  width: 1600,
  height: 1067,
  colors: ['8fb4d9', '5a6b3c'],
};

describe('listing photo URLs', () => {
  it('carries a copied photo and reads it back', () => {
    const url = listingPhotoUrl('rela', photo);
    expect(url).toBe(
      '/api/rela/photos/0123456789abcdef0123456789abcdef/dialog.webp#1600x1067-8fb4d9-5a6b3c',
    );
    expect(parseListingPhotoUrl(url)).toEqual(photo);
  });

  it('carries a waiting photo with its shape only', () => {
    const url = listingPhotoUrl('rela', { copied: false, width: 1200, height: 800 });
    expect(url).toBe('/api/rela/photos/pending#1200x800');
    expect(parseListingPhotoUrl(url)).toEqual({ copied: false, width: 1200, height: 800 });
  });

  it.each([
    'https://mls.example.com/media/1.jpg',
    '/api/rela/photos/0123/dialog.webp#1600x1067-8fb4d9-5a6b3c',
    '/api/rela/photos/0123456789abcdef0123456789abcdef/dialog.webp',
    '/api/rela/photos/0123456789abcdef0123456789abcdef/dialog.webp#0x1067-8fb4d9-5a6b3c',
    '/api/rela/photos/0123456789abcdef0123456789abcdef/dialog.webp#1600x1067-8FB4D9-5a6b3c',
    '/api/rela/photos/pending#99999x800',
    '',
  ])('reads %j as no photo of Rela', (url) => {
    expect(parseListingPhotoUrl(url)).toBeNull();
  });

  it('lists every size in the srcset, a narrow photo at its own width once', () => {
    expect(photoSrcSet('rela', photo, 'webp')).toBe(
      [
        '/api/rela/photos/0123456789abcdef0123456789abcdef/card.webp 480w',
        '/api/rela/photos/0123456789abcdef0123456789abcdef/dialog.webp 1024w',
        '/api/rela/photos/0123456789abcdef0123456789abcdef/full.webp 1600w',
      ].join(', '),
    );
    expect(photoSrcSet('rela', { ...photo, width: 700, height: 466 }, 'webp')).toBe(
      [
        '/api/rela/photos/0123456789abcdef0123456789abcdef/card.webp 480w',
        '/api/rela/photos/0123456789abcdef0123456789abcdef/dialog.webp 700w',
      ].join(', '),
    );
    expect(photoSrcSet('rela', photo, 'jpg')).toBe(
      '/api/rela/photos/0123456789abcdef0123456789abcdef/card.jpg 480w',
    );
  });

  it('keeps the shape when a size is made', () => {
    expect(photoPixels(photo, 'card')).toEqual({ width: 480, height: 320 });
    expect(photoPixels({ width: 300, height: 200 }, 'full')).toEqual({ width: 300, height: 200 });
  });
});
