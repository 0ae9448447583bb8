import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { logFormatFor, loggerOptions } from './logging';
import { requestLogLevel } from './logging-requests';

describe('which requests are logged at info', () => {
  it.each([
    ['GET', '/api/health', 'debug'],
    ['GET', '/api/ready', 'debug'],
    ['GET', '/api/ready?probe=lb', 'debug'],
    ['GET', '/assistant/health', 'debug'],
    ['GET', '/', 'debug'],
    ['GET', '/home', 'debug'],
    ['GET', '/assets/index-3f9a.js', 'debug'],
    ['HEAD', '/favicon.svg', 'debug'],
    ['GET', '/api/rela/my-listing-keys', 'info'],
    ['POST', '/api/login', 'info'],
    ['GET', '/api/healthy-looking-but-not', 'info'],
    ['POST', '/assistant/chat', 'info'],
    ['GET', '/dev/outbox', 'info'],
    ['POST', '/home', 'info'],
  ] as const)('%s %s: %s', (method, url, level) => {
    expect(requestLogLevel({ method, url })).toBe(level);
  });
});

describe('the request log of the app', () => {
  let t: TestApp;
  const lines: { level: number; msg: string; req?: { url?: string } }[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      logger: {
        ...loggerOptions({ LOG_LEVEL: 'debug', NODE_ENV: 'test' }),
        stream: { write: (line: string) => lines.push(JSON.parse(line)) },
      },
    });
  });
  afterAll(() => t.close());

  const logged = (url: string) =>
    lines.filter((line) => line.req?.url === url).map(({ level, msg }) => ({ level, msg }));
  const INFO = 30;
  const DEBUG = 20;

  it('writes health polls and static files at debug, and one info line per API call', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody' } });
    for (const url of ['/api/health', '/assets/app.js'])
      expect(logged(url).every((line) => line.level === DEBUG)).toBe(true);
    expect(logged('/api/health')).toContainEqual({ level: DEBUG, msg: 'request completed' });
    expect(logged('/api/login').filter((line) => line.level >= INFO)).toEqual([
      { level: INFO, msg: 'request completed' },
    ]);
  });
});

describe('the log format', () => {
  it('is human-readable in a terminal and JSON otherwise', () => {
    expect(logFormatFor({ isTTY: true })).toBe('pretty');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json');
  });

  it('uses pino-pretty as a transport for the pretty format only', () => {
    const config = { LOG_LEVEL: 'info', NODE_ENV: 'development' } as const;
    expect(loggerOptions(config, 'pretty')).toMatchObject({
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions(config, 'json')).not.toHaveProperty('transport');
    expect(loggerOptions({ ...config, LOG_LEVEL: 'silent' }, 'pretty')).not.toHaveProperty(
      'transport',
    );
    expect(loggerOptions(config)).not.toHaveProperty('transport');
  });
});
