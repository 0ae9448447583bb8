import { limits, timing } from '@rela/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../platform/errors';

/** The channel the notices' trigger tells (migration `notice_signal`, ADR 040); its payload is a user id. */
export const NOTICE_CHANNEL = 'rela_notices';

/** One open stream: where its lines go, and how it ends. */
type Stream = { write: (line: string) => void; end: () => void };

export type NoticeStreamOptions = {
  heartbeatMs?: number;
  maxAgeMs?: number;
  perUser?: number;
};

/** The lines of the stream (server-sent events); `notice` carries nothing, the bell reads again. */
const lines = {
  ready: `retry: ${timing.noticeStreamRetryMs}\nevent: ready\ndata: {}\n\n`,
  notice: 'event: notice\ndata: {}\n\n',
  heartbeat: ': ping\n\n',
} as const;

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * The notices' streams of this process, by user (REQ-ALERT-LIVE): `wake(userId)` (a notice of
 * theirs was committed) writes `notice` on each of that user's streams. A user holds at most
 * `perUser` at once; each stream gets a heartbeat and ends after `maxAgeMs`, when the web app
 * opens the next with its current access token.
 */
export const createNoticeStreams = (options: NoticeStreamOptions = {}) => {
  const heartbeatMs = options.heartbeatMs ?? timing.noticeStreamHeartbeatMs;
  const maxAgeMs = options.maxAgeMs ?? timing.noticeStreamMaxAgeMs;
  const perUser = options.perUser ?? limits.noticeStreamsPerUser;
  const open = new Map<string, Set<Stream>>();

  const forget = (userId: string, stream: Stream) => {
    const set = open.get(userId);
    set?.delete(stream);
    if (set?.size === 0) open.delete(userId);
  };

  return {
    /**
     * Answers the request with a stream of the user's notices, or 429 past the cap; one without
     * `Accept: text/event-stream` gets the `ready` line and the end.
     */
    open: (userId: string, request: FastifyRequest, reply: FastifyReply) => {
      const set = open.get(userId) ?? new Set<Stream>();
      if (set.size >= perUser) throw appError('RATE_LIMITED');
      const raw = reply.raw;
      const stream: Stream = {
        write: (line) => {
          if (!raw.writableEnded) raw.write(line);
        },
        end: () => {
          if (!raw.writableEnded) raw.end();
        },
      };
      // The hooks' headers (security, request id, no-store) go out too: the answer is written here.
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies that buffer answers (nginx) pass this one through as it comes.
        'x-accel-buffering': 'no',
      });
      stream.write(lines.ready);
      // A caller that did not ask for a stream (a prefetch, a crawler) gets the opening alone.
      if (!wantsStream(request)) {
        stream.end();
        return reply;
      }
      set.add(stream);
      open.set(userId, set);
      const heartbeat = setInterval(() => stream.write(lines.heartbeat), heartbeatMs);
      const ageLimit = setTimeout(stream.end, maxAgeMs);
      request.raw.socket.setTimeout(0);
      raw.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(ageLimit);
        forget(userId, stream);
      });
      return reply;
    },
    wake: (userId: string) => {
      for (const stream of open.get(userId) ?? []) stream.write(lines.notice);
    },
    /** Ends every stream (the server is closing). */
    endAll: () => {
      for (const set of open.values()) for (const stream of set) stream.end();
    },
    /** Open streams, all users together. */
    size: () => [...open.values()].reduce((total, set) => total + set.size, 0),
  };
};

export type NoticeStreams = ReturnType<typeof createNoticeStreams>;
