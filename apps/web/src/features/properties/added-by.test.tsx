import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes } from './test-support';
import { addedByLine } from '../../listing/model/added-by';

const at = '2026-11-20T12:00:00.000Z';
const realtor = { name: 'Jane Realtor', username: 'jrealtor' };

describe('who added a home, on the buyer’s cards', () => {
  it("shows the realtor's name and the day on a home they sent, nothing on the buyer's own", async () => {
    const buyer = storedSignIn();
    buyerHomes(
      [
        { listingKey: 'K1', liked: false },
        { listingKey: 'K2', liked: false },
        { listingKey: 'K3', liked: false },
      ],
      {
        records: {
          K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
          K2: rawProperty('K2', { UnparsedAddress: '2 Elm St' }),
          K3: rawProperty('K3', { UnparsedAddress: '3 Pine St' }),
        },
        additions: {
          K1: { by: realtor, at },
          K2: { by: { name: 'Me', username: buyer.userUsername.toUpperCase() }, at },
          K3: { by: null, at },
        },
      },
    );
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'My properties' }, { timeout: 10_000 });
    const [sent, own, gone] = within(list).getAllByRole('article');
    const line = addedByLine({ by: realtor, at }, null);
    expect(line).toMatch(/^Added by Jane Realtor · Nov 20/);
    expect(within(sent!).getByText(line!)).toBeInTheDocument();
    expect(own).not.toHaveTextContent('Added by');
    expect(gone).not.toHaveTextContent('Added by');
  });

  it('gives the day (the year only when it is not this one), nothing for a bad time or the own adds', () => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    expect(addedByLine({ by: realtor, at }, 'buyer', now)).toBe('Added by Jane Realtor · Nov 20');
    const lastYear = '2025-11-20T12:00:00.000Z';
    expect(addedByLine({ by: realtor, at: lastYear }, 'buyer', now)).toBe(
      'Added by Jane Realtor · Nov 20, 2025',
    );
    expect(addedByLine({ by: realtor, at: 'yesterday' }, 'buyer', now)).toBeUndefined();
    expect(addedByLine(undefined, 'buyer', now)).toBeUndefined();
    expect(addedByLine({ by: realtor, at }, 'jRealtor', now)).toBeUndefined();
  });
});
