import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages, apiPaths } from '@rela/contracts';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { answerPost, fail, ok } from './test-support';
import { labels } from '../../lib/labels';

const text = labels.account;
const page = (token: string | null) =>
  renderApp(`/account/undo-email-change${token === null ? '' : `?token=${token}`}`);
const restore = () => screen.findByRole('button', { name: text.undoEmailSubmit });

/** The link an e-mail change mails to the old address (REQ-ACCOUNT-EMAIL-UNDO). */
describe('Undo the email change', () => {
  it('asks first, then restores with the token and goes to sign in with the notice', async () => {
    const user = userEvent.setup();
    const undone = answerPost(apiPaths.undoEmailChange, () =>
      ok(200, accountMessages.emailChangeUndone),
    );
    const view = page('tok-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: text.undoEmailTitle }),
    ).toBeVisible();
    expect(screen.getByText(text.undoEmailDescription)).toBeVisible();
    expect(undone).toEqual([]);

    await user.click(await restore());
    expect(await screen.findByText(accountMessages.emailChangeUndone)).toBeVisible();
    expect(view.location().pathname).toBe('/auth/login');
    expect(undone).toEqual([{ token: 'tok-123' }]);
  });

  it('signs this browser out too: every session has ended', async () => {
    const user = userEvent.setup();
    storedSignIn();
    const loggedOut = answerPost(apiPaths.logout, () => fail(401));
    answerPost(apiPaths.undoEmailChange, () => ok(200, accountMessages.emailChangeUndone));
    const view = page('tok-123');
    await user.click(await restore());
    expect(await screen.findByText(accountMessages.emailChangeUndone)).toBeVisible();
    expect(view.location().pathname).toBe('/auth/login');
    await waitFor(() => expect(view.session.getSnapshot().status).toBe('anonymous'));
    expect(loggedOut).toHaveLength(1);
  });

  it('says so when the link is used or expired, and stays', async () => {
    const user = userEvent.setup();
    answerPost(apiPaths.undoEmailChange, () => fail(400, accountMessages.emailUndoInvalid));
    const view = page('tok-old');
    await user.click(await restore());
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.emailUndoInvalid);
    expect(view.location().pathname).toBe('/account/undo-email-change');
  });

  it('without a token says the link is not valid and offers only sign-in', async () => {
    page(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.emailUndoInvalid);
    expect(screen.queryByRole('button', { name: text.undoEmailSubmit })).toBeNull();
    expect(screen.getByRole('link', { name: text.goToSignIn })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
