import { apiPaths, defaultProductSlug, withProduct } from '@rela/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { photos, photoUrl, rawProperty } from '../model/test-fixtures';
import { PropertyCard, type PropertyCardProps } from './property-card';
import { PropertyDialog, type PropertyDialogProps } from './property-dialog';

/** A client that does not retry and keeps what it read for the test's length. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

/**
 * The card of listing K1 (its record, its first photo, not locked) as the lists render it; a test
 * gives only the props it is about. Answers the card's handlers, to assert what was called.
 */
export const renderPropertyCard = (props: Partial<PropertyCardProps> = {}) => {
  const handlers = { onToggleLock: vi.fn(), onRemove: vi.fn(async () => {}), onOpen: vi.fn() };
  render(
    <QueryClientProvider client={testQueryClient()}>
      <PropertyCard
        listingKey="K1"
        record={rawProperty('K1')}
        imageURL={photoUrl('K1')}
        locked={false}
        lockBusy={false}
        {...handlers}
        {...props}
      />
    </QueryClientProvider>,
  );
  return handlers;
};

/**
 * The open dialog of listing K1 with the record the caller holds and three photos behind MSW;
 * answers the dialog once it is named (by `name`, the record's address unless given).
 */
export const renderPropertyDialog = (
  props: Partial<PropertyDialogProps> = {},
  name = '12 Oak Street, Springfield, IL 62704',
) => {
  server.use(
    http.get(apiUrl(withProduct(apiPaths.listingImages, defaultProductSlug)), () =>
      HttpResponse.json({ listingKey: 'K1', imageURLs: photos('K1', 3) }),
    ),
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <PropertyDialog
        listingKey="K1"
        record={rawProperty('K1')}
        open
        onOpenChange={() => {}}
        {...props}
      />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', { name });
};
