import { alertRoutes, timing } from '@rela/contracts';
import { isApiError } from '../../../lib/api-error';
import { openStream } from '../../../lib/api-client';
import { serverSentEvents } from '../../../lib/server-sent-events';

export type NoticeWatch = {
  /** A notice of the caller's was written or changed, or the stream opened again after a gap. */
  onNotice: () => void;
  /** The stream is open (true) or lost (false): the bell polls only while it is lost. */
  onLive: (live: boolean) => void;
};

/** A stream that says nothing, not even its heartbeat, for this long is taken for lost. */
const silenceLimitMs = 2 * timing.noticeStreamHeartbeatMs;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** One stream, read until it ends, goes silent or `outer` aborts; true when it opened. */
const readOnce = async (outer: AbortSignal, watch: NoticeWatch, opened: boolean) => {
  const attempt = new AbortController();
  const stop = () => attempt.abort();
  outer.addEventListener('abort', stop, { once: true });
  let silence = setTimeout(stop, silenceLimitMs);
  let ready = false;
  try {
    const response = await openStream(alertRoutes.noticeStream, { signal: attempt.signal });
    if (!response.body) return false;
    for await (const event of serverSentEvents(response.body)) {
      clearTimeout(silence);
      silence = setTimeout(stop, silenceLimitMs);
      if (event.type === 'ready') {
        ready = true;
        watch.onLive(true);
        // Opened again after a gap: what was written meanwhile is read now.
        if (opened) watch.onNotice();
      } else if (event.type === 'notice') watch.onNotice();
    }
  } finally {
    clearTimeout(silence);
    outer.removeEventListener('abort', stop);
  }
  return ready;
};

/**
 * Keeps the caller's notices' stream open (REQ-ALERT-LIVE, ADR 040): opened again when it ends
 * (its age limit, a new access token) a second later, and after a failure in 1 s, 2 s, 4 s, ... up to a
 * minute (a 429, too many tabs: the minute at once), with a little jitter. Failures say nothing
 * on the console; the bell polls meanwhile. Answers the way to stop.
 */
export const watchNotices = (watch: NoticeWatch): (() => void) => {
  const controller = new AbortController();
  const { signal } = controller;
  void (async () => {
    let backoff = timing.noticeStreamRetryMs;
    let everOpened = false;
    while (!signal.aborted) {
      let failure: unknown = null;
      let ready = false;
      try {
        ready = await readOnce(signal, watch, everOpened);
      } catch (error) {
        failure = error;
      }
      if (signal.aborted) return;
      watch.onLive(false);
      if (ready) {
        everOpened = true;
        backoff = timing.noticeStreamRetryMs;
      }
      const refused = isApiError(failure) && failure.status === 429;
      const delay = refused ? timing.noticeStreamRetryMaxMs : backoff;
      if (!ready) backoff = Math.min(backoff * 2, timing.noticeStreamRetryMaxMs);
      await pause(delay * (0.8 + Math.random() * 0.4), signal);
    }
  })();
  return () => controller.abort();
};
