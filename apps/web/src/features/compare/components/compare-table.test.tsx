import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rawProperty } from '../../../listing/model/test-fixtures';
import { CompareTable } from './compare-table';

const home = (listingKey: string) => ({
  listingKey,
  record: rawProperty(listingKey),
  photo: `https://mls.example/media/${listingKey}/0.jpg`,
});

describe('CompareTable', () => {
  it('fetches the first home’s photo at once (the page’s largest paint), the others lazily', () => {
    const { container } = render(
      <CompareTable homes={[home('K1'), home('K2'), home('K3')]} onOpen={() => undefined} />,
    );
    // Decorative (the address beside each names the home): no role of their own.
    const photos = [...container.querySelectorAll('img')];
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      'https://mls.example/media/K1/0.jpg',
      'https://mls.example/media/K2/0.jpg',
      'https://mls.example/media/K3/0.jpg',
    ]);
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
  });
});
