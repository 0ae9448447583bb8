import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { accountMessages } from '@rela/contracts';
import { Alert } from '../../components/alert';
import { AuthCard } from '../../components/auth-card';
import { Button } from '../../components/button';
import { TextLink } from '../../components/text-link';
import { isApiError } from '../../lib/api-error';
import { useSession, useSessionActions } from '../../lib/session-context';
import { undoEmailChange } from './api/undo-email-change';
import { labels } from '../../lib/labels';

const text = labels.account;

const undoError = (error: unknown) =>
  isApiError(error) && error.fromServer && error.message.trim()
    ? error.message
    : accountMessages.emailUndoInvalid;

/**
 * `/account/undo-email-change?token=...`, the link an e-mail change mails to the old address
 * (REQ-ACCOUNT-EMAIL-UNDO). It asks before it restores (mail scanners open links too); then every session has
 * ended, so this browser signs out too and sign-in says what happened.
 */
export const UndoEmailChangePage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const session = useSessionActions();
  const { status } = useSession();
  const restore = useMutation({
    mutationFn: async () => {
      const answer = await undoEmailChange(token);
      if (status !== 'anonymous') await session.logout();
      return answer;
    },
    onSuccess: (answer) =>
      void navigate('/auth/login', { replace: true, state: { notice: answer.message } }),
  });
  // Busy until sign-in shows: a restored change leaves this page.
  const busy = restore.isPending || restore.isSuccess;
  const error = !token
    ? accountMessages.emailUndoInvalid
    : restore.isError
      ? undoError(restore.error)
      : null;

  useEffect(() => {
    document.title = `${text.undoEmailTitle} · ${labels.brand}`;
  }, []);

  return (
    <AuthCard>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.undoEmailTitle}</h1>
      <p className="mt-1.5 mb-7 text-sm text-slate-600">{text.undoEmailDescription}</p>
      {error ? <Alert>{error}</Alert> : null}
      {token ? (
        <Button
          className="mt-4 w-full"
          busy={busy}
          disabled={busy}
          onClick={() => restore.mutate()}
        >
          {busy ? text.undoEmailWorking : text.undoEmailSubmit}
        </Button>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <TextLink to="/auth/login">{text.goToSignIn}</TextLink>
      </p>
    </AuthCard>
  );
};
