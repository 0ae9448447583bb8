export type SmsToDeliver = { to: string; text: string };

/** Delivers one text message or throws; the dispatcher retries what throws. */
export type SmsTransport = { send: (sms: SmsToDeliver) => Promise<void> };

export type HttpSmsOptions = {
  /** The provider's send endpoint; it receives `POST {from, to, text}` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <apiKey>` when set. */
  apiKey?: string;
  /** The sender id or number the provider shows. */
  from: string;
  timeoutMs?: number;
};

/**
 * A provider's HTTP API: one JSON POST per message; any 2xx is delivered, anything else (or no
 * answer within the timeout) is an error to retry. The message text is never part of an error.
 */
export const createHttpSmsTransport = ({
  url,
  apiKey,
  from,
  timeoutMs = 10_000,
}: HttpSmsOptions): SmsTransport => ({
  send: async ({ to, text }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({ from, to, text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  },
});

/**
 * The configured SMS provider, or null without SMS_PROVIDER_URL: then no text message leaves the
 * machine; they stay `pending` in the outbox and are read at `/dev/outbox`.
 */
export const smsTransportFromConfig = (config: {
  SMS_PROVIDER_URL?: string;
  SMS_API_KEY?: string;
  SMS_FROM: string;
}): SmsTransport | null =>
  config.SMS_PROVIDER_URL
    ? createHttpSmsTransport({
        url: config.SMS_PROVIDER_URL,
        apiKey: config.SMS_API_KEY,
        from: config.SMS_FROM,
      })
    : null;
