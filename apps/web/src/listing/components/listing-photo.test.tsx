import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoSrcSet } from '@rela/contracts';
import { productSlug } from '../../lib/product';
import { labels } from '../../lib/labels';
import { copiedPhoto, photoUrl, waitingPhotoUrl } from '../model/test-fixtures';
import { ListingPhoto, type ListingPhotoProps } from './listing-photo';

const alt = '12 Oak Street, Springfield, IL 62704';
const photo = copiedPhoto('K1');
const files = `/api/${productSlug}/photos/${photo.hash}`;

const renderPhoto = (props: Partial<ListingPhotoProps> = {}) =>
  render(<ListingPhoto url={photoUrl('K1')} alt={alt} place="card" {...props} />);

/** Every URL an element names in `src` or `srcset`. */
const requested = (root: ParentNode) =>
  [...root.querySelectorAll('[src], [srcset]')].flatMap((element) => [
    ...(element.getAttribute('src') ? [element.getAttribute('src')] : []),
    ...(element.getAttribute('srcset') ?? '')
      .split(',')
      .map((entry) => entry.trim().split(' ')[0])
      .filter(Boolean),
  ]);

describe('a photo Rela has copied', () => {
  it('is a picture of its WebP and JPEG sizes for the place, its box reserved', () => {
    const { container } = renderPhoto();
    const image = screen.getByRole('img', { name: alt });
    const picture = container.querySelector('picture');
    expect(picture).toContainElement(image);
    const source = picture?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    // A card offers only the card size (480 px wide, 3:2 like the original).
    expect(source).toHaveAttribute('srcset', `${files}/card.webp 480w`);
    expect(image).toHaveAttribute('srcset', `${files}/card.jpg 480w`);
    expect(image).toHaveAttribute('src', `${files}/card.jpg`);
    expect(image).toHaveAttribute('sizes', '(min-width: 640px) 24rem, calc(100vw - 2rem)');
    expect(source).toHaveAttribute('sizes', image.getAttribute('sizes'));
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('offers the dialog its two sizes, and the full-screen gallery every size at the screen’s width', () => {
    renderPhoto({ place: 'dialog', priority: true });
    const dialog = screen.getByRole('img', { name: alt });
    expect(dialog.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      `${files}/card.webp 480w, ${files}/dialog.webp 1024w`,
    );
    // The JPEG fallback is the card, the one size kept in JPEG.
    expect(dialog).toHaveAttribute('srcset', `${files}/card.jpg 480w`);
    expect(dialog).toHaveAttribute('src', `${files}/card.jpg`);
    expect(dialog).toHaveAttribute('width', '1024');
    expect(dialog).toHaveAttribute('height', '683');
    expect(dialog).toHaveAttribute('loading', 'eager');
    expect(dialog).toHaveAttribute('fetchpriority', 'high');

    const { container } = render(
      <ListingPhoto url={photoUrl('K1')} alt="gallery" place="gallery" fit="contain" />,
    );
    const gallery = screen.getByRole('img', { name: 'gallery' });
    expect(gallery).toHaveAttribute('sizes', '100vw');
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      photoSrcSet(productSlug, photo, 'webp'),
    );
    expect(gallery).toHaveAttribute('srcset', photoSrcSet(productSlug, photo, 'jpg'));
    expect(gallery).toHaveClass('object-contain');
  });

  it('draws its colours, top to bottom, until it has loaded, then only the photo', () => {
    renderPhoto();
    const image = screen.getByRole('img', { name: alt });
    // #8fb3d9 above, #5a7d4f below (the DOM spells them in rgb).
    expect(image.style.backgroundImage).toBe(
      'linear-gradient(rgb(143, 179, 217), rgb(90, 125, 79))',
    );
    expect(image).toHaveAttribute('data-photo', 'loading');
    fireEvent.load(image);
    expect(screen.getByRole('img', { name: alt })).toBe(image);
    expect(image.style.backgroundImage).toBe('');
    expect(image).toHaveAttribute('data-photo', 'loaded');
    // The box is the same before and after: the size comes from width, height and the classes.
    expect(image).toHaveAttribute('width', '480');
  });

  it('becomes a house on grey under the same name when it fails to load', () => {
    renderPhoto({ className: 'aspect-[4/3] w-full' });
    fireEvent.error(screen.getByRole('img', { name: alt }));
    const standIn = screen.getByRole('img', { name: alt });
    expect(standIn.tagName).toBe('SPAN');
    expect(standIn).toHaveAttribute('data-photo-failed', 'true');
    expect(standIn).toHaveClass('aspect-[4/3]', 'w-full');
  });

  it('keeps a photo narrower than a size at its own width', () => {
    const narrow = { ...photo, width: 800, height: 600 };
    const url = `/api/${productSlug}/photos/${narrow.hash}/dialog.webp#800x600-8fb3d9-5a7d4f`;
    render(<ListingPhoto url={url} alt={alt} place="gallery" />);
    const image = screen.getByRole('img', { name: alt });
    expect(image.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      `${files}/card.webp 480w, ${files}/dialog.webp 800w`,
    );
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });
});

describe('a photo not copied yet', () => {
  it('is a neutral stand-in under the photo’s name, and asks for nothing', () => {
    const { container } = renderPhoto({ url: waitingPhotoUrl(), className: 'aspect-[4/3]' });
    const standIn = screen.getByRole('img', { name: alt });
    expect(standIn.tagName).toBe('SPAN');
    expect(standIn).toHaveAttribute('data-photo', 'waiting');
    expect(standIn.style.backgroundColor).toBe('rgb(229, 231, 235)');
    expect(standIn).toHaveClass('aspect-[4/3]');
    expect(container.querySelector('img, picture, source')).toBeNull();
    expect(requested(container)).toEqual([]);
  });

  it('has the photo’s shape where the photo keeps its own (the gallery)', () => {
    renderPhoto({ url: waitingPhotoUrl(), place: 'gallery', fit: 'contain' });
    expect(screen.getByRole('img', { name: alt }).style.aspectRatio).toBe('1600 / 1067');
  });

  it('is decorative when the photo is (a button around it names the home)', () => {
    const { container } = renderPhoto({ url: waitingPhotoUrl(), alt: '' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-photo="waiting"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('a URL that is not one of Rela’s photos', () => {
  it.each([
    ['the MLS’s own media URL', 'http://127.0.0.1:3101/media/K1/1.jpg'],
    ['a URL of another site', 'https://photos.example/k1.jpg'],
    [
      'a Rela-like path with a bad hash',
      `/api/${productSlug}/photos/xyz/dialog.webp#1x1-aaaaaa-bbbbbb`,
    ],
    ['junk', 'javascript:alert(1)'],
  ])('shows no photo and asks for nothing: %s', (_, url) => {
    const { container } = renderPhoto({ url });
    expect(container.querySelector('img, picture, source')).toBeNull();
    expect(requested(container)).toEqual([]);
    expect(container.innerHTML).not.toContain(url);
    expect(screen.getByRole('img', { name: labels.property.noPhoto })).toHaveAttribute(
      'data-photo',
      'none',
    );
  });

  it('shows no photo for none, and a shape that pulses while the photos load', () => {
    const { container, rerender } = renderPhoto({ url: null });
    expect(screen.getByRole('img', { name: labels.property.noPhoto })).toBeInTheDocument();
    rerender(<ListingPhoto url={undefined} alt={alt} place="card" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.animate-pulse')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('a photo whose URL changes', () => {
  it('starts afresh: the new photo’s colours until it loads, even after the last one failed', () => {
    const { rerender } = renderPhoto();
    fireEvent.error(screen.getByRole('img', { name: alt }));
    rerender(<ListingPhoto url={photoUrl('K1', 2)} alt={alt} place="card" />);
    const image = screen.getByRole('img', { name: alt });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute(
      'src',
      `/api/${productSlug}/photos/${copiedPhoto('K1', 2).hash}/card.jpg`,
    );
    expect(image.style.backgroundImage).not.toBe('');
  });
});
