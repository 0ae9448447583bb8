import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timing } from '@rela/contracts';
import type { ApiResponse } from '../../../lib/api-client';
import { accountInfoQueryKey } from '../../../lib/account-info';
import { systemTimers, type Timers } from '../../../lib/timers';
import { useCountdown } from '../../../lib/use-countdown';
import { UnexpectedStatus } from '../utils/account-errors';
import { sendCodeWithCooldown } from '../utils/code-cooldown';
import { isConfirmationCode } from '../utils/contact-rules';

type Answer = ApiResponse<{ status: number; message: string }>;

/** The calls and texts of one contact change: e-mail or phone. */
export type ContactChangeCalls = {
  /** Sends a code to `value`; the current password proves who asks (REQ-ACCOUNT-STEP-UP). */
  update: (value: string, currentPassword: string) => Promise<Answer>;
  confirm: (code: string) => Promise<Answer>;
  resend: () => Promise<Answer>;
  updateError: (error: unknown) => string;
  confirmError: (error: unknown) => string;
  resendError: (error: unknown) => string;
  /** `Please enter the 6-digit code sent to your email.` (or phone). */
  codeMessage: string;
};

export type ContactStep = 'edit' | 'code';
type Busy = 'sending' | 'confirming' | 'resending' | null;

/**
 * Change, Send Code (201 moves to code entry and starts the 60 s countdown), Confirm (200 or 201
 * refreshes the account info and closes the flow), Resend Code once the countdown is over.
 */
export const useContactChange = (
  calls: ContactChangeCalls,
  { onDone, timers = systemTimers }: { onDone: () => void; timers?: Timers },
) => {
  const queryClient = useQueryClient();
  const countdown = useCountdown(timers);
  const [step, setStep] = useState<ContactStep>('edit');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (
    kind: Exclude<Busy, null>,
    work: () => Promise<void>,
    failure: (error: unknown) => string,
  ) => {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(null);
    }
  };

  const send = (value: string, currentPassword: string) =>
    run(
      'sending',
      async () => {
        const answer = await calls.update(value, currentPassword);
        if (answer.status !== 201) throw new UnexpectedStatus(answer.data.message || null);
        setStep('code');
        setCode('');
        countdown.start(timing.resendCooldownMs);
      },
      calls.updateError,
    );

  const confirm = () => {
    if (!isConfirmationCode(code)) {
      setError(calls.codeMessage);
      return Promise.resolve();
    }
    return run(
      'confirming',
      async () => {
        await calls.confirm(code);
        await queryClient.invalidateQueries({ queryKey: accountInfoQueryKey });
        countdown.stop();
        onDone();
      },
      calls.confirmError,
    );
  };

  /**
   * Verify beside an Unverified badge: a code to the current address, then its code step. Inside the
   * cooldown (429) the code sent a moment ago still works: the step opens with the time left.
   */
  const verifyCurrent = () =>
    run(
      'sending',
      async () => {
        await sendCodeWithCooldown(calls.resend, countdown);
        setStep('code');
        setCode('');
      },
      calls.resendError,
    );

  const resend = () =>
    run(
      'resending',
      async () => {
        await calls.resend();
        countdown.start(timing.resendCooldownMs);
      },
      calls.resendError,
    );

  const changeCode = (next: string) => {
    setCode(next);
    setError(null);
  };

  return {
    step,
    code,
    busy,
    error,
    secondsLeft: countdown.secondsLeft,
    send,
    verifyCurrent,
    confirm,
    resend,
    changeCode,
    clearError: () => setError(null),
  };
};
export type ContactChange = ReturnType<typeof useContactChange>;
