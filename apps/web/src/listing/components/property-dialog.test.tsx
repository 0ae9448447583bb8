import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  defaultProductSlug,
  homeEstimate,
  relaCostDefaults,
  withProduct,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { testListingFacts } from '../../../test/costs';
import { server } from '../../../test/msw-server';
import { photos, rawProperty } from '../model/test-fixtures';
import { PropertyDialog } from './property-dialog';

const address = '12 Oak Street, Springfield, IL 62704';

const renderDialog = () => {
  server.use(
    http.get(apiUrl(withProduct(apiPaths.listingImages, defaultProductSlug)), ({ params }) =>
      HttpResponse.json({
        listingKey: String(params.listingKey),
        imageURLs: photos(String(params.listingKey), 6),
      }),
    ),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  render(
    <QueryClientProvider client={client}>
      <PropertyDialog listingKey="K1" record={rawProperty('K1')} open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
};

const openGallery = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('dialog', { name: address });
  const seeAll = await within(dialog).findByRole('button', { name: 'see all photos' });
  await user.click(seeAll);
  return { seeAll, gallery: await screen.findByRole('dialog', { name: 'Photo gallery' }) };
};

const drag = (stage: HTMLElement, delta: number, pointerType = 'mouse') => {
  fireEvent.pointerDown(stage, { clientX: 300, pointerType });
  fireEvent.pointerUp(stage, { clientX: 300 + delta, pointerType });
};

describe('photo gallery', () => {
  it('has no like or remove for others than buyers', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: address });
    expect(within(dialog).queryByRole('button', { name: 'Lock property' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Remove property' }),
    ).not.toBeInTheDocument();
  });

  it('changes photos with the arrow keys and the buttons, and counts them', async () => {
    const user = userEvent.setup();
    renderDialog();
    const { gallery } = await openGallery(user);
    expect(within(gallery).getByText('1 / 6')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('2 / 6')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(gallery).getByText('6 / 6')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('1 / 6')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Show photo 4' }));
    expect(within(gallery).getByText('4 / 6')).toBeInTheDocument();
    const strip = within(gallery).getByRole('list', { name: 'Photo thumbnails' });
    const images = within(strip).getAllByRole('img');
    expect(images).toHaveLength(6);
    // The strip's small photos wait their turn; the photo on the stage is fetched at once.
    expect(images.filter((image) => image.getAttribute('loading') === 'lazy')).toHaveLength(6);
    expect(images.every((image) => image.getAttribute('alt'))).toBe(true);
    const shown = within(within(gallery).getByTestId('gallery-stage')).getByRole('img', {
      name: `Photo 4 of 6 of ${address}`,
    });
    expect(shown).toHaveAttribute('loading', 'eager');
    expect(shown).toHaveAttribute('fetchpriority', 'high');
  });

  it('changes the photo only after a drag beyond the threshold', async () => {
    const user = userEvent.setup();
    renderDialog();
    const { gallery } = await openGallery(user);
    const stage = within(gallery).getByTestId('gallery-stage');
    act(() => drag(stage, -90));
    expect(within(gallery).getByText('1 / 6')).toBeInTheDocument();
    act(() => drag(stage, -110));
    expect(within(gallery).getByText('2 / 6')).toBeInTheDocument();
    act(() => drag(stage, 110));
    expect(within(gallery).getByText('1 / 6')).toBeInTheDocument();
    act(() => drag(stage, -85, 'touch'));
    expect(within(gallery).getByText('2 / 6')).toBeInTheDocument();
  });

  it('closes only the gallery with Escape and gives focus back to the dialog', async () => {
    const user = userEvent.setup();
    renderDialog();
    const { seeAll } = await openGallery(user);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Photo gallery' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: address })).toBeInTheDocument();
    await waitFor(() => expect(seeAll).toHaveFocus());
  });
});

describe('the monthly cost in the dialog (ADR 051)', () => {
  it('puts the estimate beside the price; a click opens the MLS Report on the breakdown', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: address });
    const total = homeEstimate(testListingFacts, relaCostDefaults).total;
    const estimate = `about $${total.toLocaleString('en-US')}/mo`;
    await user.click(within(dialog).getByRole('tab', { name: 'AI Report' }));
    await user.click(within(dialog).getByRole('button', { name: estimate }));
    expect(within(dialog).getByRole('tab', { name: 'MLS Report' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const section = await within(dialog).findByRole('region', { name: 'Monthly cost' });
    expect(
      await within(section).findByText(`$${total.toLocaleString('en-US')}/mo`),
    ).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(within(dialog).getByRole('region', { name: 'Price history' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('region', { name: 'Similar homes that sold' }),
    ).toBeInTheDocument();
    // @ts-expect-error jsdom has no scrollIntoView: the test's stand-in goes again.
    delete Element.prototype.scrollIntoView;
  });
});
