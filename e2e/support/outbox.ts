import { expect, type APIRequestContext } from '@playwright/test';
import { verificationCodes } from '@rela/contracts';

/** One message as `GET /dev/outbox.json` lists it (the fields these suites read). */
export type OutboxMessage = {
  id: string;
  channel: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  /** Files sent with an e-mail (a confirmed tour's `.ics`). */
  attachments: { filename: string; contentType: string; content: string }[];
  createdAt: string;
};

export type OutboxFilter = { recipient: string; kind?: string };

/** Every queued e-mail and SMS of the server behind `request`, newest first. */
export const outboxMessages = async (request: APIRequestContext): Promise<OutboxMessage[]> => {
  const response = await request.get('/dev/outbox.json');
  expect(response.status(), 'GET /dev/outbox.json').toBe(200);
  const body: { messages: OutboxMessage[] } = await response.json();
  return body.messages;
};

/** The messages to one recipient (of one kind), newest first. */
export const outboxMessagesTo = async (
  request: APIRequestContext,
  { recipient, kind }: OutboxFilter,
): Promise<OutboxMessage[]> =>
  (await outboxMessages(request)).filter(
    (message) => message.recipient === recipient && (kind === undefined || message.kind === kind),
  );

/**
 * The newest message to a recipient (of one kind), waiting for it to be queued. Messages whose id is
 * in `except` (e.g. the ones seen before the action) do not count.
 */
export const newestMessageTo = async (
  request: APIRequestContext,
  filter: OutboxFilter,
  except: ReadonlySet<string> = new Set(),
): Promise<OutboxMessage> => {
  let newest: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        newest = (await outboxMessagesTo(request, filter)).find(({ id }) => !except.has(id));
        return newest !== undefined;
      },
      { message: `an outbox message to ${filter.recipient} (${filter.kind ?? 'any kind'})` },
    )
    .toBe(true);
  if (!newest) throw new Error(`No outbox message to ${filter.recipient}`);
  return newest;
};

const codePattern = new RegExp(`\\b(\\d{${verificationCodes.length}})\\b`);

/** The verification code a message carries. */
export const codeIn = (message: OutboxMessage): string => {
  const code = codePattern.exec(message.text)?.[1];
  if (!code) throw new Error(`No ${verificationCodes.length}-digit code in: ${message.text}`);
  return code;
};

/** The code of the newest password-reset e-mail to `recipient`. */
export const newestResetCode = async (
  request: APIRequestContext,
  recipient: string,
): Promise<string> => codeIn(await newestMessageTo(request, { recipient, kind: 'password-reset' }));
