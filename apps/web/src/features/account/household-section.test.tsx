import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  defaultProductSlug,
  householdMessages,
  householdRoutes,
  households,
  withProduct,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { answerHousehold, beaAndAlex, member } from '../../../test/household';
import { server } from '../../../test/msw-server';
import { openAccountPage } from './test-support';
import { findAlertDialog } from '../../../test/dialogs';
import { labels } from '../../lib/labels';

const text = householdMessages;
const invitePath = withProduct(householdRoutes.inviteToHousehold.path, defaultProductSlug);
const memberPath = (username: string) =>
  withProduct(householdRoutes.leaveHousehold.path, defaultProductSlug).replace(
    ':username',
    username,
  );

const findCard = () => screen.findByRole('region', { name: text.sectionTitle });

/** The household's card once the household has loaded (the card is drawn before it). */
const section = async () => {
  const card = await findCard();
  await waitFor(() => expect(within(card).queryByText(labels.household.loading)).toBeNull());
  return card;
};

describe("My Account's household (REQ-HOUSEHOLD-JOIN, REQ-HOUSEHOLD-LEAVE)", () => {
  it('a buyer alone sees the intro and the invitation form, and no member list or Leave', async () => {
    await openAccountPage();
    const region = await section();
    expect(within(region).getByText(text.sectionIntro)).toBeVisible();
    expect(within(region).getByLabelText(text.inviteLabel)).toBeVisible();
    expect(within(region).queryByText(text.members)).toBeNull();
    expect(within(region).queryByRole('button', { name: text.leave })).toBeNull();
  });

  it('holds its place while the household loads, says so when it cannot be read, and reads it again on Try Again', async () => {
    const householdPath = apiUrl(withProduct(householdRoutes.household.path, defaultProductSlug));
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(householdPath, async () => {
        await answered;
        return HttpResponse.json(errorBody(503, 'UNAVAILABLE', 'down'), { status: 503 });
      }),
    );
    await openAccountPage();
    const card = await findCard();
    expect(within(card).getByText(text.sectionIntro)).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent(labels.household.loading);
    answer?.();
    expect(await within(card).findByText(labels.household.loadFailed)).toBeVisible();
    expect(within(card).queryByText(labels.household.loading)).toBeNull();
    expect(within(card).queryByLabelText(text.inviteLabel)).toBeNull();

    answerHousehold([member('buyer', 'Bea Buyer')]);
    await userEvent.click(within(card).getByRole('button', { name: labels.household.tryAgain }));
    expect(await within(card).findByLabelText(text.inviteLabel)).toBeVisible();
    expect(within(card).queryByText(labels.household.loadFailed)).toBeNull();
  });

  it('is not shown to a realtor', async () => {
    await openAccountPage({ userRole: 'realtor' });
    expect(screen.queryByRole('region', { name: text.sectionTitle })).toBeNull();
  });

  it('lists the members with initials and You, and the pending invitations', async () => {
    answerHousehold(beaAndAlex, [{ email: 'sam@rela.example', expiresAt: '2026-12-30T00:00:00Z' }]);
    await openAccountPage();
    const region = await section();
    const list = await within(region).findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Bea Buyer'),
      expect.stringContaining('Alex Lee'),
      expect.stringContaining(text.pendingInvitation('sam@rela.example')),
    ]);
    expect(within(rows[0]!).getByText(text.you)).toBeVisible();
    expect(within(rows[1]!).getByText('AL')).toBeVisible();
    expect(within(rows[1]!).queryByText(text.you)).toBeNull();
  });

  it('sends an invitation and shows it pending', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let invitations: { email: string; expiresAt: string }[] = [];
    server.use(
      http.post(apiUrl(invitePath), async ({ request }) => {
        bodies.push(await request.json());
        invitations = [{ email: 'alex@rela.example', expiresAt: '2026-12-30T00:00:00Z' }];
        return HttpResponse.json(
          { status: 201, message: text.invited, data: invitations[0] },
          { status: 201 },
        );
      }),
      http.get(apiUrl(withProduct(householdRoutes.household.path, defaultProductSlug)), () =>
        HttpResponse.json({
          status: 200,
          data: { members: [member('buyer', 'Bea Buyer')], invitations, maxMembers: 4 },
        }),
      ),
    );
    await openAccountPage();
    const region = await section();
    await user.type(within(region).getByLabelText(text.inviteLabel), 'alex@rela.example');
    await user.click(within(region).getByRole('button', { name: text.invite }));
    expect(await within(region).findByText(text.invited)).toBeVisible();
    expect(bodies).toEqual([expect.objectContaining({ email: 'alex@rela.example' })]);
    expect(bodies[0]).not.toHaveProperty('buyerUsername');
    expect(
      await within(region).findByText(text.pendingInvitation('alex@rela.example')),
    ).toBeVisible();
  });

  it('says a full household when the server refuses with HOUSEHOLD_FULL, and sends nothing for a bad address', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(apiUrl(invitePath), () => {
        calls += 1;
        return HttpResponse.json(errorBody(409, 'HOUSEHOLD_FULL', 'full'), { status: 409 });
      }),
    );
    await openAccountPage();
    const region = await section();
    const input = within(region).getByLabelText(text.inviteLabel);
    await user.type(input, 'not-an-address');
    await user.click(within(region).getByRole('button', { name: text.invite }));
    expect(await within(region).findByRole('alert')).toBeVisible();
    expect(calls).toBe(0);
    await user.clear(input);
    await user.type(input, 'sam@rela.example');
    await user.click(within(region).getByRole('button', { name: text.invite }));
    expect(await within(region).findByText(text.full(households.maxMembers))).toBeVisible();
    expect(calls).toBe(1);
  });

  it('a household at its limit says so instead of the form', async () => {
    answerHousehold(
      [...beaAndAlex, member('sam', 'Sam Roe')],
      [{ email: 'jo@rela.example', expiresAt: '2026-12-30T00:00:00Z' }],
    );
    await openAccountPage();
    const region = await section();
    expect(await within(region).findByText(text.full(households.maxMembers))).toBeVisible();
    expect(within(region).queryByLabelText(text.inviteLabel)).toBeNull();
  });

  it('leaves after asking, with the copy when checked', async () => {
    const user = userEvent.setup();
    answerHousehold(beaAndAlex);
    const bodies: unknown[] = [];
    server.use(
      http.delete(apiUrl(memberPath('buyer')), async ({ request }) => {
        bodies.push(await request.json());
        answerHousehold([member('buyer', 'Bea Buyer')]);
        return HttpResponse.json({ status: 200, message: 'ok' });
      }),
    );
    await openAccountPage();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: text.leave }));
    const dialog = await findAlertDialog({ name: text.leave });
    expect(within(dialog).getByText(text.leaveConfirm)).toBeVisible();
    await user.click(within(dialog).getByLabelText(text.keepCopy));
    await user.click(within(dialog).getByRole('button', { name: text.leave }));
    expect(await within(region).findByText(text.left)).toBeVisible();
    expect(bodies).toEqual([{ keepCopy: true }]);
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: text.leave })).toBeNull(),
    );
  });

  it('says the last member cannot leave (LAST_MEMBER) inside the dialog', async () => {
    const user = userEvent.setup();
    answerHousehold(beaAndAlex);
    server.use(
      http.delete(apiUrl(memberPath('buyer')), () =>
        HttpResponse.json(errorBody(409, 'LAST_MEMBER', 'last'), { status: 409 }),
      ),
    );
    await openAccountPage();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: text.leave }));
    const dialog = await findAlertDialog({ name: text.leave });
    await user.click(within(dialog).getByRole('button', { name: text.leave }));
    expect(await within(dialog).findByText(text.lastMember)).toBeVisible();
  });
});
