import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  defaultProductSlug,
  householdMessages,
  householdRoutes,
  withProduct,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { answerHousehold, member } from '../../../test/household';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';
import { buyerKeys, entry, teamUsers } from './test-support';
import { findAlertDialog } from '../../../test/dialogs';

const text = householdMessages;
const jamieAndAlex = [member('jamie', 'Jamie Lee'), member('alex', 'Alex Lee')];

/** A realtor with Jamie and Alex (one household) and Sam (alone). */
const openBuyers = () => {
  storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
  teamUsers([
    entry({ username: 'jamie', firstName: 'Jamie', lastName: 'Lee', householdId: 'h1' }),
    entry({ username: 'sam', firstName: 'Sam', lastName: 'Roe', householdId: 'h2' }),
    entry({ username: 'alex', firstName: 'Alex', lastName: 'Lee', householdId: 'h1' }),
  ]);
  buyerKeys([], []);
  renderApp('/buyers');
};

describe('My Buyers with households (ADR 049, REQ-HOUSEHOLD-NEWS)', () => {
  it('shows a household as one row with every member, and a buyer alone as before', async () => {
    openBuyers();
    const list = await screen.findByRole('region', { name: labels.views.realtor });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Jamie & Alex', 'Sam Roe']);
    expect(within(rows[0]!).getByText('JL', { selector: 'span' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('AL', { selector: 'span' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('jamie@rela.example, alex@rela.example')).toBeVisible();
  });

  it('invites a co-buyer for the buyer and removes a member after asking', async () => {
    const user = userEvent.setup();
    const asked = answerHousehold([], [], { jamie: jamieAndAlex });
    const invites: unknown[] = [];
    const removals: { url: string; body: unknown }[] = [];
    server.use(
      http.post(
        apiUrl(withProduct(householdRoutes.inviteToHousehold.path, defaultProductSlug)),
        async ({ request }) => {
          invites.push(await request.json());
          return HttpResponse.json(
            { status: 201, message: text.invited, data: { email: 'sam@x.example', expiresAt: '' } },
            { status: 201 },
          );
        },
      ),
      http.delete(
        apiUrl(withProduct(householdRoutes.leaveHousehold.path, defaultProductSlug)),
        async ({ request }) => {
          removals.push({ url: request.url, body: await request.json() });
          return HttpResponse.json({ status: 200, message: 'ok' });
        },
      ),
    );
    openBuyers();
    const row = await screen.findByRole('listitem', { name: 'Jamie & Alex' });
    await user.click(within(row).getByRole('button', { name: labels.team.expand('Jamie & Alex') }));
    const household = await within(row).findByRole('region', { name: text.sectionTitle });
    expect(await within(household).findByText('Alex Lee')).toBeVisible();
    expect(asked).toContain('jamie');
    expect(within(household).queryByText(text.you)).toBeNull();

    await user.type(within(household).getByLabelText(text.inviteLabel), 'sam@x.example');
    await user.click(within(household).getByRole('button', { name: text.invite }));
    expect(await within(household).findByText(text.invited)).toBeVisible();
    expect(invites).toEqual([
      expect.objectContaining({ email: 'sam@x.example', buyerUsername: 'jamie' }),
    ]);

    await user.click(within(household).getByRole('button', { name: text.remove('Alex Lee') }));
    const dialog = await findAlertDialog({ name: text.remove('Alex Lee') });
    expect(within(dialog).getByText(labels.household.removeText('Alex Lee'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: labels.household.removeAction }));
    expect(await within(household).findByText(text.removed('Alex Lee'))).toBeVisible();
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(removals[0]!.url).toMatch(/\/household\/members\/alex$/);
    expect(removals[0]!.body).toEqual({ keepCopy: false });
  });
});
