import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@rela/contracts';
import { accountInfoQueryKey } from '../../../lib/account-info';
import type { Timers } from '../../../lib/timers';
import { useCodeFlow } from '../../../lib/use-code-flow';
import { confirmEmail } from '../api/confirm-email';
import { confirmPhone } from '../api/confirm-phone';
import { resendVerification } from '../api/resend-verification';
import { updateEmail } from '../api/update-email';
import { updatePhone } from '../api/update-phone';
import {
  emailConfirmError,
  emailUpdateError,
  phoneConfirmError,
  phoneUpdateError,
  resendError,
  UnexpectedStatus,
} from '../utils/account-errors';
import { isConfirmationCode } from '../utils/contact-rules';

export type ContactKind = 'email' | 'phone';

/** The calls and texts of a change of each kind. */
const contactCalls = {
  email: {
    update: updateEmail,
    confirm: confirmEmail,
    updateError: emailUpdateError,
    confirmError: emailConfirmError,
    codeMessage: accountMessages.emailCode,
  },
  phone: {
    update: updatePhone,
    confirm: confirmPhone,
    updateError: phoneUpdateError,
    confirmError: phoneConfirmError,
    codeMessage: accountMessages.phoneCode,
  },
} as const;

/** The new address or number, and the current password that proves who asks (REQ-ACCOUNT-STEP-UP). */
type NewContact = { value: string; currentPassword: string };

/**
 * Change, Send Code (201 moves to code entry and starts the 60 s countdown), Confirm (200 or 201
 * refreshes the account info and closes the flow), Resend Code once the countdown is over.
 * With `verify`, the code goes to the current, unverified address instead (Verify beside an
 * Unverified badge): inside the cooldown (429) the code sent a moment ago still works, so the step
 * opens with the time left.
 */
export const useContactChange = (
  kind: ContactKind,
  { verify = false, onDone, timers }: { verify?: boolean; onDone: () => void; timers?: Timers },
) => {
  const calls = contactCalls[kind];
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const resend = () => resendVerification(kind);
  const flow = useCodeFlow({
    send: async (sent: NewContact | null) => {
      if (sent === null) return resend();
      const answer = await calls.update(sent.value, sent.currentPassword);
      if (answer.status !== 201) throw new UnexpectedStatus(answer.data.message || null);
      return answer;
    },
    resend,
    confirm: async () => {
      await calls.confirm(code);
      await queryClient.invalidateQueries({ queryKey: accountInfoQueryKey });
    },
    errorText: {
      send: verify ? resendError : calls.updateError,
      resend: resendError,
      confirm: calls.confirmError,
    },
    waitOutCooldown: { send: verify },
    timers,
  });

  return {
    step: flow.step,
    busy: flow.busy,
    error: flow.error,
    secondsLeft: flow.secondsLeft,
    code,
    send: (value: string, currentPassword: string) => flow.send({ value, currentPassword }),
    verifyCurrent: () => flow.send(null),
    confirm: () =>
      isConfirmationCode(code)
        ? flow.confirm(undefined, { onSuccess: onDone })
        : flow.fail(calls.codeMessage),
    resend: () => flow.resend(),
    changeCode: (next: string) => {
      setCode(next);
      flow.clearError();
    },
    clearError: flow.clearError,
  };
};
export type ContactChange = ReturnType<typeof useContactChange>;
