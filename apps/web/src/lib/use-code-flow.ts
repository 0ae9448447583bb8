import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { timing } from '@rela/contracts';
import { retryAfterSecondsOf } from './api-error';
import { systemTimers, type Timers } from './timers';
import { useCountdown, type Countdown } from './use-countdown';

export type CodeFlowStep = 'request' | 'code';
export type CodeFlowBusy = 'sending' | 'resending' | 'confirming' | null;

export type CodeFlowOptions<SendVariables, Sent, ConfirmVariables> = {
  /** Sends the first code: Send Code, or the dialog that sends one as it opens. */
  send: (variables: SendVariables) => Promise<Sent>;
  /** Resend Code. */
  resend: () => Promise<Sent>;
  /** Checks the code (and whatever goes with it). */
  confirm: (variables: ConfirmVariables) => Promise<unknown>;
  /** The catalogue's text for a failure of each call. */
  errorText: {
    send: (error: unknown) => string;
    resend: (error: unknown) => string;
    confirm: (error: unknown) => string;
  };
  /**
   * The sends for which a 429 with `Retry-After` means "inside the cooldown": the code sent a
   * moment ago still works, so the countdown shows the time left instead of an error.
   */
  waitOutCooldown?: { send?: boolean; resend?: boolean };
  timers?: Timers;
};

type Callbacks<Answer> = { onSuccess?: (answer: Answer) => void };

/**
 * Sends a code and starts the resend countdown. Answers null when the server said to wait: the
 * countdown then runs for the time it asked.
 */
const sendStartingCountdown = async <Sent>(
  send: () => Promise<Sent>,
  countdown: Pick<Countdown, 'start'>,
  waitOutCooldown: boolean,
): Promise<Sent | null> => {
  try {
    const answer = await send();
    countdown.start(timing.resendCooldownMs);
    return answer;
  } catch (caught) {
    const waitSeconds = waitOutCooldown ? retryAfterSecondsOf(caught) : null;
    if (waitSeconds === null) throw caught;
    countdown.start(waitSeconds * 1000);
    return null;
  }
};

/**
 * A code sent by e-mail or text, then confirmed: Send Code (success moves to the code step and
 * starts the 60 s countdown of REQ-RESEND-COOLDOWN), Resend Code (restarts it) and Confirm (stops
 * it). One call at a time is under way (`busy`); `error` holds the text of the last failure, or of
 * a check the screen made before calling.
 */
export const useCodeFlow = <SendVariables, Sent, ConfirmVariables>({
  send,
  resend,
  confirm,
  errorText,
  waitOutCooldown = {},
  timers = systemTimers,
}: CodeFlowOptions<SendVariables, Sent, ConfirmVariables>) => {
  const countdown = useCountdown(timers);
  const [step, setStep] = useState<CodeFlowStep>('request');
  const [error, setError] = useState<string | null>(null);
  const clearError = () => setError(null);

  const sendCall = useMutation({
    mutationFn: (variables: SendVariables) =>
      sendStartingCountdown(() => send(variables), countdown, waitOutCooldown.send ?? false),
    onMutate: clearError,
    onSuccess: () => setStep('code'),
    onError: (failure) => setError(errorText.send(failure)),
  });
  const resendCall = useMutation({
    mutationFn: () => sendStartingCountdown(resend, countdown, waitOutCooldown.resend ?? false),
    onMutate: clearError,
    onError: (failure) => setError(errorText.resend(failure)),
  });
  const confirmCall = useMutation({
    mutationFn: confirm,
    onMutate: clearError,
    onSuccess: countdown.stop,
    onError: (failure) => setError(errorText.confirm(failure)),
  });

  const busy: CodeFlowBusy = sendCall.isPending
    ? 'sending'
    : resendCall.isPending
      ? 'resending'
      : confirmCall.isPending
        ? 'confirming'
        : null;

  return {
    step,
    busy,
    error,
    secondsLeft: countdown.secondsLeft,
    send: (variables: SendVariables, callbacks?: Callbacks<Sent | null>) =>
      sendCall.mutate(variables, callbacks),
    resend: (callbacks?: Callbacks<Sent | null>) => resendCall.mutate(undefined, callbacks),
    confirm: (variables: ConfirmVariables, callbacks?: Callbacks<unknown>) =>
      confirmCall.mutate(variables, callbacks),
    /** A check before any call failed: its text shows as the error. */
    fail: (message: string) => setError(message),
    clearError,
  };
};
