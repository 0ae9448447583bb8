import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertiesMessages, type ListingFreshness } from '@rela/contracts';
import { PropertyCard, type PropertyCardProps } from './property-card';
import { renderPropertyCard } from './property-card.test-support';
import { findAlertDialog } from '../../../test/dialogs';

const address = '12 Oak Street, Springfield, IL 62704';
const now = Date.parse('2026-11-25T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

const renderCard = (freshness?: ListingFreshness, props: Partial<PropertyCardProps> = {}) => {
  const handlers = renderPropertyCard({ freshness, ...props });
  return { card: screen.getByRole('article', { name: address }), ...handlers };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('property card freshness', () => {
  it('says when the facts were confirmed, as a <time> with the full date, moving every minute', () => {
    vi.useFakeTimers({ now, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { card } = renderCard({ confirmedAt: minutesAgo(3), onMarket: true });
    const updated = within(card).getByText('Updated 3 min ago');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('dateTime', minutesAgo(3));
    expect(updated.getAttribute('title')).toMatch(/^\w+day, November 2\d, 2026 at /);

    act(() => vi.advanceTimersByTime(60_000));
    expect(updated).toHaveTextContent('Updated 4 min ago');
    act(() => vi.advanceTimersByTime(56 * 60_000));
    expect(updated).toHaveTextContent('Updated 1 h ago');
    expect(card).not.toHaveAttribute('data-off-market');
  });

  it('shows no time when the server tells none, and a key the MLS never had as before', () => {
    renderCard(undefined);
    expect(screen.queryByText(/^Updated /)).not.toBeInTheDocument();
    expect(screen.queryByText('Property no longer available.')).not.toBeInTheDocument();
  });

  it('a missing record stays a notice without facts, whatever the freshness', () => {
    render(
      <PropertyCard
        listingKey="K9"
        record={null}
        freshness={{ confirmedAt: new Date().toISOString(), onMarket: false }}
        imageURL={null}
        locked={false}
        lockBusy={false}
        onToggleLock={() => {}}
        onRemove={async () => {}}
        onOpen={() => {}}
      />,
    );
    // Named in words, never by its raw listing key (REQ-CARD).
    const card = screen.getByRole('article', { name: propertiesMessages.goneHome });
    expect(within(card).getByText('Property no longer available.')).toBeInTheDocument();
    expect(within(card).getByText(propertiesMessages.goneHint)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('K9');
    expect(within(card).queryByRole('button', { name: /^Open details/ })).not.toBeInTheDocument();
    expect(card).not.toHaveAttribute('data-off-market');
  });
});

describe('an off-market card', () => {
  it('keeps its photo and last known facts, greyed, under the notice; lock and remove still work', async () => {
    const user = userEvent.setup();
    const { card, onToggleLock, onRemove, onOpen } = renderCard({
      confirmedAt: new Date().toISOString(),
      onMarket: false,
    });
    expect(card).toHaveAttribute('data-off-market', 'true');
    expect(within(card).getByText('Property no longer available.')).toBeVisible();
    expect(within(card).getByRole('img', { name: address })).toHaveClass('grayscale');
    expect(within(card).getByRole('button', { name: '$450,000' })).toHaveClass('text-slate-500');
    expect(within(card).getByText('4 beds, 2.5 baths • 2,150 sqft')).toBeInTheDocument();
    expect(within(card).getByText('Updated just now')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: `Open details for ${address}` }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(within(card).getByRole('button', { name: 'Lock property' }));
    expect(onToggleLock).toHaveBeenCalledTimes(1);
    await user.click(within(card).getByRole('button', { name: 'Remove property' }));
    const confirm = await findAlertDialog();
    await user.click(within(confirm).getByRole('button', { name: 'Remove Property' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

describe('a photo Rela no longer serves', () => {
  it('becomes a house on grey under the same name, not a broken image', () => {
    const { card } = renderCard({ confirmedAt: new Date().toISOString(), onMarket: false });
    const photo = within(card).getByRole('img', { name: address });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    const standIn = within(card).getByRole('img', { name: address });
    expect(standIn.tagName).toBe('SPAN');
    expect(standIn).toHaveAttribute('data-photo-failed', 'true');
  });
});
