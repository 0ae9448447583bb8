/** What an inbound text asks for, by the keywords carriers and the terms recognise. */
export type SmsKeyword = 'stop' | 'start' | 'help';

const keywords: Record<string, SmsKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  INFO: 'help',
};

/** The keyword of a whole message (`stop`, ` Stop. `), or null for anything else. */
export const smsKeywordOf = (text: string): SmsKeyword | null =>
  keywords[
    text
      .trim()
      .replace(/[.!?]+$/, '')
      .toUpperCase()
  ] ?? null;
