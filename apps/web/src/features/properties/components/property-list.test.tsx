import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoUrl, rawProperty } from '../../../listing/model/test-fixtures';
import { PropertyList } from './property-list';

const home = (listingKey: string, street: string) => ({
  listingKey,
  locked: false,
  likedBy: [],
  record: rawProperty(listingKey, { UnparsedAddress: street }),
  imageURL: photoUrl(listingKey),
});

/** The list of these homes, with no-op actions. */
const renderList = (properties: ReturnType<typeof home>[]) =>
  render(
    <PropertyList
      properties={properties}
      lockingKeys={[]}
      onToggleLock={() => undefined}
      onRemove={async () => undefined}
      onOpen={() => undefined}
    />,
  );

describe('PropertyList', () => {
  it('fetches the first card’s photo at once and ahead of the others, which load lazily', () => {
    renderList([home('K1', '1 Oak St'), home('K2', '2 Elm St'), home('K3', '3 Pine St')]);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest).toHaveLength(2);
    for (const photo of rest) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('draws every card of a long list, in order (those past the first screenful a moment later)', () => {
    const streets = Array.from({ length: 12 }, (_, index) => `${index + 1} Oak St`);
    renderList(streets.map((street, index) => home(`K${index + 1}`, street)));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label')?.split(',')[0])).toEqual(streets);
  });
});
