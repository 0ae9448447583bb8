import { limits } from '@rela/contracts';

/**
 * The words of Rela's text messages, as the terms promise: codes, notices, and the answers to the
 * STOP, START and HELP keywords. Short enough for one or two SMS segments.
 */
export const smsTexts = {
  help: `Rela: account texts (codes and notices), up to ${limits.smsMessagesPerMonth} msgs/month besides codes you ask for. Msg&data rates may apply. Reply STOP to opt out. Help: support@rela.example`,
  stopped:
    'Rela: you are unsubscribed and will get no more texts from us. Reply START to opt in again.',
  started: 'Rela: you are subscribed to account texts again. Reply HELP for help, STOP to opt out.',
} as const;

/** The one message a number gets after it opted out: the confirmation of its STOP. */
export const smsStopConfirmationKind = 'sms-stop-confirmation';
