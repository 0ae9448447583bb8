import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productSlug } from '../../../lib/product';
import { copiedPhoto, photoUrl, rawProperty } from '../../../listing/model/test-fixtures';
import { CompareTable } from './compare-table';

const home = (listingKey: string) => ({
  listingKey,
  record: rawProperty(listingKey),
  photo: photoUrl(listingKey),
});

describe('CompareTable', () => {
  it('fetches the first home’s photo at once (the page’s largest paint), the others lazily', () => {
    const { container } = render(
      <CompareTable homes={[home('K1'), home('K2'), home('K3')]} onOpen={() => undefined} />,
    );
    // Decorative (the address beside each names the home): no role of their own.
    const photos = [...container.querySelectorAll('img')];
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(
      ['K1', 'K2', 'K3'].map(
        (key) => `/api/${productSlug}/photos/${copiedPhoto(key).hash}/card.jpg`,
      ),
    );
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
  });
});
