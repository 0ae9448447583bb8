import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { signInMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Label } from '../../../components/input';
import { UsernameInput } from '../../../components/username-input';
import { PasswordInput } from '../../../components/password-input';
import { textLinkClass } from '../../../components/text-link';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';

export type SignInValues = { username: string; password: string; rememberMe: boolean };

export type SignInFormProps = {
  busy: boolean;
  error: string | null;
  notice: string | null;
  onSubmit: (values: SignInValues) => void;
  onForgotUsername: () => void;
  /** The pointer or the focus reached Forgot Username: its modal may start loading. */
  onForgotUsernameIntent?: () => void;
};

const text = labels.signIn;

/** The sign-in fields. Enter in Username moves to an empty Password, otherwise submits. */
export const SignInForm = ({
  busy,
  error,
  notice,
  onSubmit,
  onForgotUsername,
  onForgotUsernameIntent,
}: SignInFormProps) => {
  const usernameId = useId();
  const passwordId = useId();
  const rememberId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<SignInValues>({
    username: '',
    password: '',
    rememberMe: false,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };

  const usernameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && values.password === '') {
      event.preventDefault();
      passwordRef.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
      {notice && !error ? <Alert tone="info">{notice}</Alert> : null}
      <div>
        <Label htmlFor={usernameId}>{text.username}</Label>
        <UsernameInput
          id={usernameId}
          value={values.username}
          onKeyDown={usernameKeyDown}
          onChange={(event) => setValues({ ...values, username: event.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={passwordId}>{text.password}</Label>
        <PasswordInput
          ref={passwordRef}
          id={passwordId}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <Checkbox
          id={rememberId}
          label={text.rememberMe}
          checked={values.rememberMe}
          onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
        />
        <Link to="/auth/forgot-password" className={cx(textLinkClass, 'text-sm')}>
          {text.forgotPassword}
        </Link>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" className="w-full" busy={busy} disabled={busy}>
        {busy ? signInMessages.busy : text.submit}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onForgotUsername}
          onPointerEnter={onForgotUsernameIntent}
          onFocus={onForgotUsernameIntent}
          className={textLinkClass}
        >
          {text.forgotUsername}
        </button>
      </p>
    </form>
  );
};
