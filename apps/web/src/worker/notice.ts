import { pushMessages, pushPayloadSchema, type PushPayload } from '@rela/contracts';

/** What a push's data offers: its JSON, which throws when the text is not JSON. */
type PushData = { json: () => unknown };

/** Where a notice without a readable target opens. */
const home = '/home';

/**
 * The notification a push shows (REQ-APP-PUSH-VISIBLE): its payload when it reads as one, else the
 * fallback title and line. Every push shows one: a browser (iOS above all) drops the subscription
 * of a worker that receives pushes silently.
 */
export const noticeOf = (data: PushData | null | undefined): PushPayload => {
  try {
    const parsed = pushPayloadSchema.safeParse(data?.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the fallback below.
  }
  return { title: pushMessages.fallbackTitle, body: pushMessages.fallbackBody, url: home, tag: '' };
};

/**
 * The page a clicked notice opens, on this origin only: a path of the payload resolved against
 * the worker's origin, or /home when it would leave it.
 */
export const targetOf = (url: unknown, origin: string): string => {
  if (typeof url !== 'string') return `${origin}${home}`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}${home}`;
  } catch {
    return `${origin}${home}`;
  }
};
