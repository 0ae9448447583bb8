import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamMessages, timing } from '@rela/contracts';
import { http, HttpResponse } from 'msw';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import {
  buyerKeys,
  deleteUserAnswer,
  entry,
  inviteAnswer,
  listings,
  teamUsers,
} from './test-support';
import { toTeamMember } from './utils/team-member';
import { labels } from '../../lib/labels';
import { findAlertDialog, findDialog } from '../../../test/dialogs';

const text = labels.team;

afterEach(() => {
  vi.useRealTimers();
});

const asRealtor = () => storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });

describe('tree mapping', () => {
  it('maps names, e-mail, pending and counts', () => {
    const realtor = toTeamMember(
      entry({
        username: 'r1',
        role: 'realtor',
        firstName: 'Rae',
        lastName: 'Ray',
        children: [entry({ username: 'b1' }), entry({ username: 'b2' })],
      }),
    );
    expect(realtor).toMatchObject({
      id: 'r1@rela.example',
      email: 'r1@rela.example',
      name: 'Rae Ray',
      activeBuyers: 2,
      teamSize: 0,
    });
    const pending = toTeamMember(
      entry({
        username: 'p@x.io',
        userId: 'p@x.io',
        firstName: null,
        lastName: null,
        registrationStatus: 'pending',
      }),
    );
    expect(pending).toMatchObject({ name: 'p@x.io', registrationStatus: 'pending' });
    const lead = toTeamMember(
      entry({ username: 'l', role: 'team-leader', children: [entry({ username: 'r' })] }),
    );
    expect(lead.teamSize).toBe(1);
  });
});

describe('My Buyers', () => {
  it('shows loading, then the rows with counts and a Pending badge', async () => {
    asRealtor();
    teamUsers([
      entry({ username: 'b1', properties: ['K1', 'K2'] }),
      entry({
        username: 'p@x.io',
        userId: 'p@x.io',
        firstName: null,
        lastName: null,
        registrationStatus: 'pending',
      }),
    ]);
    renderApp('/buyers');
    expect(await screen.findByText(text.loadingBuyers)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Buyers' })).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Bo Buyer' });
    expect(within(row).getByText('2 properties')).toBeInTheDocument();
    expect(within(row).getByText('b1@rela.example')).toBeInTheDocument();
    const pending = screen.getByRole('listitem', { name: 'p@x.io' });
    expect(within(pending).getByText(text.invitationPending)).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    asRealtor();
    teamUsers([]);
    const first = renderApp('/buyers');
    expect(await screen.findByText(text.noBuyers)).toBeInTheDocument();
    expect(screen.getByText(text.noBuyersHint)).toBeInTheDocument();
    first.unmount();
    teamUsers([], 500);
    renderApp('/buyers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.errorBuyers);
    expect(alert).toHaveTextContent(teamMessages.buyersLoadFailed);
  });

  it('expands a buyer: first 6 homes, Show more, a heart, and the dialog without buyer actions', async () => {
    const user = userEvent.setup();
    asRealtor();
    const keys = ['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7', 'K8'];
    teamUsers([entry({ username: 'b1', properties: keys })]);
    buyerKeys(keys, ['K2']);
    listings();
    renderApp('/buyers');
    await user.click(await screen.findByRole('button', { name: text.expand('Bo Buyer') }));
    const homes = await screen.findAllByRole('button', { name: /^Open details for/ });
    expect(homes).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: labels.property.liked })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: text.showMore }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Open details for/ })).toHaveLength(8),
    );
    await user.click(screen.getAllByRole('button', { name: /^Open details for/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /remove/i })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /lock|like/i })).not.toBeInTheDocument();
  });

  it('selects and expands the buyer of ?buyerId=, and shows no homes', async () => {
    asRealtor();
    teamUsers([entry({ username: 'b1' })]);
    buyerKeys([]);
    renderApp('/buyers?buyerId=b1%40rela.example');
    expect(await screen.findByText(text.noHomes)).toBeInTheDocument();
  });
});

describe('Add user dialog', () => {
  it('sends the trimmed lowercased e-mail and the browser’s zone, clears, closes after 1.5 s, refreshes after 0.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    asRealtor();
    const calls = teamUsers([]);
    const bodies = inviteAnswer(201);
    renderApp('/buyers');
    await user.click(await screen.findByRole('button', { name: text.addBuyer }));
    const dialog = await findDialog({ name: 'Add New Buyer' });
    const input = within(dialog).getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, '  New@Example.COM ');
    await user.click(within(dialog).getByRole('button', { name: text.sendInvite }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Invitation sent.');
    expect(input).toHaveValue('');
    // The browser's zone goes along: the e-mail gives the link's expiry there (ADR 041).
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(bodies).toEqual([{ email: 'new@example.com', timeZone }]);
    const before = calls.count;
    vi.advanceTimersByTime(timing.inviteRefreshBuyersMs);
    await waitFor(() => expect(calls.count).toBe(before + 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    vi.advanceTimersByTime(timing.inviteDialogCloseMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus goes back to Add Buyer, not to the page's start.
    expect(screen.getByRole('button', { name: text.addBuyer })).toHaveFocus();
  });

  it.each([
    [409, 'Conflict.', teamMessages.inviteExists],
    [400, 'Bad e-mail domain.', 'Bad e-mail domain.'],
    [500, '', teamMessages.inviteFailed('realtor')],
  ])('maps a %s answer', async (status, message, shown) => {
    const user = userEvent.setup();
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    teamUsers([]);
    inviteAnswer(status, message);
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: text.addRealtor }));
    const dialog = await findDialog({ name: 'Add New Realtor' });
    await user.type(within(dialog).getByLabelText('Email'), 'a@b.co');
    await user.click(within(dialog).getByRole('button', { name: text.sendInvite }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
  });
});

describe('delete', () => {
  it('deletes a buyer and refreshes after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    asRealtor();
    const calls = teamUsers([entry({ username: 'b1' })]);
    const bodies = deleteUserAnswer(200);
    renderApp('/buyers');
    await user.click(await screen.findByRole('button', { name: text.deleteUser('Bo Buyer') }));
    const confirm = await findAlertDialog();
    await user.click(within(confirm).getByRole('button', { name: text.deleteAction }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ username: 'b1' }]);
    const before = calls.count;
    vi.advanceTimersByTime(timing.deleteBuyerRefreshMs);
    await waitFor(() => expect(calls.count).toBe(before + 1));
  });

  it.each([
    [401, teamMessages.deleteUnauthorized],
    [403, teamMessages.deleteForbidden],
    [400, teamMessages.deleteSelf],
    [500, teamMessages.deleteRealtorFailed],
  ])('shows the text of a %s answer (and stays signed in)', async (status, shown) => {
    const user = userEvent.setup();
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    teamUsers([entry({ username: 'r1', role: 'realtor', firstName: 'Rae', lastName: 'Ray' })]);
    deleteUserAnswer(status);
    const app = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: text.deleteUser('Rae Ray') }));
    const confirm = await findAlertDialog();
    await user.click(within(confirm).getByRole('button', { name: text.deleteAction }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(shown);
    expect(app.location().pathname).toBe('/team');
  });
});

describe('My Team and My Leaders', () => {
  it('shows realtors with buyer counts, their buyers, and delete for a team lead', async () => {
    const user = userEvent.setup();
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    teamUsers([
      entry({
        username: 'r1',
        role: 'realtor',
        firstName: 'Rae',
        lastName: 'Ray',
        children: [entry({ username: 'b1', properties: ['K1', 'K2'] })],
      }),
    ]);
    renderApp('/team');
    const row = await screen.findByRole('listitem', { name: 'Rae Ray' });
    expect(within(row).getByText('1 Buyer')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: text.deleteUser('Rae Ray') }),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: text.expand('Rae Ray') }));
    expect(within(row).getByText(/Bo Buyer · 2 homes/)).toBeInTheDocument();
  });

  it('sends anyone but a team lead from /team, and a buyer from every list, to their own home', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    teamUsers([]);
    const owner = renderApp('/team');
    await waitFor(() => expect(owner.location().pathname).toBe('/home'));
    owner.unmount();
    storedSignIn({ userRole: 'buyer', userUsername: 'bea' });
    for (const path of ['/buyers', '/team', '/leaders']) {
      const buyer = renderApp(path);
      await waitFor(() => expect(buyer.location().pathname).toBe('/home'));
      buyer.unmount();
    }
  });

  it('shows the empty and error texts', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    teamUsers([], 500);
    const first = renderApp('/team');
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.realtorsLoadFailed);
    first.unmount();
    teamUsers([]);
    const second = renderApp('/team');
    expect(await screen.findByText(text.noRealtors)).toBeInTheDocument();
    second.unmount();
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    renderApp('/leaders');
    expect(await screen.findByText(text.noLeads)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.addTeamLead })).toBeInTheDocument();
  });

  it('shows team leads with realtor counts and the load error', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    teamUsers([
      entry({
        username: 'l1',
        role: 'team-leader',
        firstName: 'Lee',
        lastName: 'Lead',
        children: [entry({ username: 'r1', role: 'realtor' })],
      }),
    ]);
    const first = renderApp('/leaders');
    const row = await screen.findByRole('listitem', { name: 'Lee Lead' });
    expect(within(row).getByText('1 Realtor')).toBeInTheDocument();
    first.unmount();
    teamUsers([], 500);
    renderApp('/leaders');
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.leadsLoadFailed);
  });
});

describe('moving a buyer to another realtor (REQ-TEAM-MOVE-BUYER)', () => {
  const moveAnswer = (status: number, message = 'Bo Buyer is now Sam Second’s buyer.') => {
    const sent: { url: string; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/rela/buyers/:username/realtor'), async ({ request }) => {
        sent.push({ url: new URL(request.url).pathname, body: await request.json() });
        return status === 200
          ? HttpResponse.json({ status: 200, message })
          : HttpResponse.json(errorBody(status, 'X', message), { status });
      }),
    );
    return sent;
  };
  const team = () => [
    entry({
      username: 'r1',
      role: 'realtor',
      firstName: 'Rae',
      lastName: 'Ray',
      children: [entry({ username: 'b1' })],
    }),
    entry({ username: 'r2', role: 'realtor', firstName: 'Sam', lastName: 'Second' }),
    entry({ username: 'r3', role: 'realtor', firstName: 'Una', lastName: 'Third' }),
  ];

  it('asks first, moves the buyer to the realtor chosen, and reads the team again', async () => {
    const user = userEvent.setup();
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    const calls = teamUsers(team());
    const sent = moveAnswer(200);
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: text.expand('Rae Ray') }));
    await user.click(await screen.findByRole('button', { name: text.moveBuyerLabel('Bo Buyer') }));
    const confirm = await findAlertDialog({ name: text.moveTitle('Bo Buyer') });
    expect(confirm).toHaveTextContent(text.moveConfirm('Bo Buyer', 'Rae Ray'));
    const choice = within(confirm).getByLabelText(text.moveTo);
    // The buyer's own realtor is no choice.
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sam Second', 'Una Third']);
    await user.selectOptions(choice, 'r3');
    const before = calls.count;
    await user.click(within(confirm).getByRole('button', { name: text.moveAction }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ url: '/api/rela/buyers/b1/realtor', body: { realtorUsername: 'r3' } }]);
    await waitFor(() => expect(calls.count).toBeGreaterThan(before));
  });

  it("shows the server's sentence of a refusal in the dialog", async () => {
    const user = userEvent.setup();
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    teamUsers(team());
    moveAnswer(403, 'You do not have permission to move this buyer.');
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: text.expand('Rae Ray') }));
    await user.click(await screen.findByRole('button', { name: text.moveBuyerLabel('Bo Buyer') }));
    const confirm = await findAlertDialog();
    await user.click(within(confirm).getByRole('button', { name: text.moveAction }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'You do not have permission to move this buyer.',
    );
  });

  it('offers no move on a realtor’s own buyers list', async () => {
    asRealtor();
    teamUsers([entry({ username: 'b1' })]);
    renderApp('/buyers');
    expect(await screen.findByText('Bo Buyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.moveBuyerLabel('Bo Buyer') })).toBeNull();
  });
});
