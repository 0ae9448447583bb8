import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Keys whose values never reach a log line, at whatever depth they sit. */
export const secretKeys = [
  'password',
  'newPassword',
  'tempPassword',
  'temporaryPassword',
  'refreshToken',
  'accessToken',
  'code',
  'confirmationCode',
  'challenge',
  'token',
  'authorization',
  'cookie',
] as const;

const maxDepth = 5;

const pathsFor = (key: string) =>
  Array.from({ length: maxDepth + 1 }, (_, depth) =>
    [...Array<string>(depth).fill('*'), key].join('.'),
  );

export const redactPaths: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...secretKeys.flatMap(pathsFor),
];

export const REDACTED = '[Redacted]';

const secretKeySet = new Set<string>(secretKeys.map((key) => key.toLowerCase()));

/** A URL for the log: values of secret query parameters are replaced. */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of new Set(params.keys())) {
    if (secretKeySet.has(key.toLowerCase())) params.set(key, REDACTED);
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
};

type LoggedRequest = { method?: unknown; url?: unknown; ip?: unknown };

/** Log lines for people or for machines. */
export type LogFormat = 'pretty' | 'json';

/** Human-readable lines when a person watches the terminal; JSON for files, pipes and collectors. */
export const logFormatFor = (stdout: { isTTY?: boolean }): LogFormat =>
  stdout.isTTY === true ? 'pretty' : 'json';

/**
 * pino-pretty in a worker thread: a short local time and one line per request
 * (`request completed · GET /api/users/me → 401`); the request id and timings stay in JSON logs.
 */
const prettyTransport = {
  target: 'pino-pretty',
  options: {
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat:
      '{msg}{if req.method} · {req.method} {req.url}{end}{if res.statusCode} → {res.statusCode}{end}',
  },
};

/**
 * The pino options of the server: redaction of credentials, tokens and codes, a URL serializer
 * that masks secret query parameters, and pino-pretty as a transport for the `pretty` format only.
 * Fastify adds the request id (`reqId`) to every request line.
 */
export const loggerOptions = (
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  format: LogFormat = 'json',
) =>
  ({
    level: config.LOG_LEVEL,
    // No worker thread for a silent logger (the test apps).
    ...(format === 'pretty' && config.LOG_LEVEL !== 'silent' ? { transport: prettyTransport } : {}),
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      /** Never the headers or the body; tolerant of whatever a caller logs as `req`. */
      req: (request: LoggedRequest) => ({
        method: typeof request.method === 'string' ? request.method : undefined,
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        remoteAddress: typeof request.ip === 'string' ? request.ip : undefined,
      }),
    },
  }) satisfies FastifyServerOptions['logger'];

type Flushable = { flush: (done: (error?: Error) => void) => void };
const flushable = (log: object): log is Flushable =>
  'flush' in log && typeof log.flush === 'function';

/** Resolves once the lines logged so far are written (a transport writes them from a worker thread). */
export const flushLogs = (log: object): Promise<void> =>
  new Promise((resolve) => {
    if (flushable(log)) log.flush(() => resolve());
    else resolve();
  });
