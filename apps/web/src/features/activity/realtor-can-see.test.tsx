import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activityMessages, type Role } from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';

const requestId = '3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

const disclosure = () => screen.queryByRole('region', { name: activityMessages.disclosureTitle });

const expectEveryLine = (region: HTMLElement) => {
  for (const line of activityMessages.disclosure)
    expect(within(region).getByText(line)).toBeVisible();
  expect(within(region).getByText(activityMessages.disclosureFooter)).toBeVisible();
};

const invitedAs = (role: Role) =>
  server.use(
    http.get(apiUrl('/dashboard/get-invite-info'), () =>
      HttpResponse.json({
        status: 200,
        message: 'Invitation is valid.',
        data: { email: 'invited@rela.example', role, inviterName: 'Rita Realtor' },
      }),
    ),
  );

describe('“What my realtor can see” (ADR 033)', () => {
  it('is on a buyer’s My Account, line by line', async () => {
    storedSignIn();
    renderApp('/account');
    expectEveryLine(await screen.findByRole('region', { name: activityMessages.disclosureTitle }));
  });

  it('is not on a realtor’s My Account', async () => {
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    renderApp('/account');
    // The sections below the profile are there (the notification choices): the disclosure is not.
    expect(
      await screen.findByRole('region', { name: labels.alerts.preferencesTitle }),
    ).toBeVisible();
    expect(disclosure()).toBeNull();
  });

  it('is shown to an invited buyer before they register, not to an invited realtor', async () => {
    invitedAs('buyer');
    const view = renderApp(`/register/invite?requestId=${requestId}`);
    await screen.findByLabelText(labels.inviteRegistration.firstName, { exact: true });
    expectEveryLine(disclosure()!);
    view.unmount();

    invitedAs('realtor');
    renderApp(`/register/invite?requestId=${requestId}`);
    await screen.findByLabelText(labels.inviteRegistration.firstName, { exact: true });
    expect(disclosure()).toBeNull();
  });
});
