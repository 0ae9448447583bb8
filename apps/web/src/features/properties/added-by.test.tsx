import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes } from './test-support';
import { addedByLine } from './utils/added-by';

const at = '2026-11-20T15:00:00.000Z';
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
    const list = await screen.findByRole('list', { name: 'My properties' });
    const [sent, own, gone] = within(list).getAllByRole('article');
    expect(within(sent!).getByText('Added by Jane Realtor · Nov 20, 2026')).toBeInTheDocument();
    expect(own).not.toHaveTextContent('Added by');
    expect(gone).not.toHaveTextContent('Added by');
  });

  it('says nothing for a time that does not parse, and everything for another viewer', () => {
    expect(addedByLine({ by: realtor, at: 'yesterday' }, 'buyer')).toBeUndefined();
    expect(addedByLine(undefined, 'buyer')).toBeUndefined();
    expect(addedByLine({ by: realtor, at }, null)).toBe('Added by Jane Realtor · Nov 20, 2026');
    expect(addedByLine({ by: realtor, at }, 'jRealtor')).toBeUndefined();
  });
});
