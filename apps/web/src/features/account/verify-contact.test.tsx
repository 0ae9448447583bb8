import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths, serverMessages } from '@rela/contracts';
import { errorBody } from '../../../test/api';
import { answerPost, ok, openAccountPage } from './test-support';
import { labels } from '../../lib/labels';

const text = labels.account;

const contact = () => screen.getByRole('region', { name: text.contactTitle });
const verifyButton = (name: string) => within(contact()).queryByRole('button', { name });

describe('Verify beside an Unverified badge', () => {
  it('sends a code to the unverified e-mail, opens its code step and verifies it', async () => {
    const user = userEvent.setup();
    const page = await openAccountPage({ emailVerified: false });
    const sent = answerPost(apiPaths.resendVerification, () => ok(200));
    const confirmed = answerPost(apiPaths.confirmEmail, () => ok(200));
    expect(verifyButton('Verify Phone')).toBeNull();

    await user.click(verifyButton('Verify Email')!);
    expect(await within(contact()).findByText(text.codeSentTo('buyer@rela.example'))).toBeVisible();
    expect(sent).toEqual([{ verification_type: 'email' }]);
    expect(within(contact()).getByRole('button', { name: text.resendIn(60) })).toBeDisabled();

    page.becomes({ emailVerified: true });
    await user.type(within(contact()).getByLabelText(text.code), '123456');
    await user.click(within(contact()).getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(within(contact()).queryByLabelText(text.code)).toBeNull());
    expect(confirmed).toEqual([{ confirmationCode: '123456' }]);
    expect(within(contact()).getAllByText(text.verified)).toHaveLength(2);
    expect(verifyButton('Verify Email')).toBeNull();
  });

  it('does the same for an unverified phone', async () => {
    const user = userEvent.setup();
    await openAccountPage({ phoneNumberVerified: false });
    const sent = answerPost(apiPaths.resendVerification, () => ok(201));
    await user.click(verifyButton('Verify Phone')!);
    expect(await within(contact()).findByText(text.codeSentTo('+1-555-123-4567'))).toBeVisible();
    expect(sent).toEqual([{ verification_type: 'phone' }]);
  });

  it('inside the cooldown (429 with Retry-After) opens the code step with the time left', async () => {
    const user = userEvent.setup();
    await openAccountPage({ emailVerified: false });
    answerPost(apiPaths.resendVerification, () =>
      HttpResponse.json(errorBody(429, 'RATE_LIMITED', serverMessages.rateLimited), {
        status: 429,
        headers: { 'Retry-After': '42' },
      }),
    );
    await user.click(verifyButton('Verify Email')!);
    expect(
      await within(contact()).findByRole('button', { name: text.resendIn(42) }),
    ).toBeDisabled();
    expect(within(contact()).queryByRole('alert')).toBeNull();
  });

  it('says why when no code could be sent, and Cancel closes', async () => {
    const user = userEvent.setup();
    await openAccountPage({ emailVerified: false });
    answerPost(apiPaths.resendVerification, () =>
      HttpResponse.json(errorBody(500, 'INTERNAL', serverMessages.internal), { status: 500 }),
    );
    await user.click(verifyButton('Verify Email')!);
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(serverMessages.internal);
    await user.click(within(contact()).getByRole('button', { name: text.cancel }));
    expect(within(contact()).queryByRole('alert')).toBeNull();
  });
});
