import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { loggerOptions, redactUrl } from './logging';

const secrets = {
  password: 'pw-Secret-1!',
  newPassword: 'pw-New-2!',
  tempPassword: 'pw-Temp-3!',
  refreshToken: 'rt-4f1c9a',
  accessToken: 'eyJ-access-5',
  code: '739154',
  confirmationCode: '602817',
  challenge: 'ch-8d7e6f',
  bearer: 'Bearer eyJ-bearer-9',
  cookie: 'rela_refresh=cookie-secret-10',
  setCookie: 'rela_refresh=set-cookie-secret-11; HttpOnly',
};

describe('log redaction (REQ-SEC-LOGS)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      logger: {
        ...loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
  });
  afterAll(() => t.close());

  it('never writes passwords, tokens, codes or credentials headers, at any reasonable depth', async () => {
    t.app.log.info(
      {
        req: { headers: { authorization: secrets.bearer, cookie: secrets.cookie } },
        res: { headers: { 'set-cookie': secrets.setCookie } },
        password: secrets.password,
        body: { newPassword: secrets.newPassword, tempPassword: secrets.tempPassword },
        session: {
          tokens: { refreshToken: secrets.refreshToken, accessToken: secrets.accessToken },
        },
        verification: {
          sms: { phone: { code: secrets.code, confirmationCode: secrets.confirmationCode } },
        },
        registration: { step: { inner: { deeper: { challenge: secrets.challenge } } } },
      },
      'an event carrying secrets',
    );
    const output = lines.join('\n');
    expect(output).toContain('an event carrying secrets');
    for (const value of Object.values(secrets)) expect(output).not.toContain(value);
  });

  it('puts the request id on request lines and keeps query secrets out of the URL', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      url: `/api/users/me?code=${secrets.code}&challenge=${secrets.challenge}&view=1`,
      headers: { authorization: secrets.bearer, cookie: secrets.cookie },
    });
    const requestId = response.headers['x-request-id'];
    const requestLines = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.reqId).toBe(requestId);
    const output = lines.join('\n');
    for (const value of Object.values(secrets)) expect(output).not.toContain(value);
    expect(output).toContain('view=1');
  });

  it('redacts secret query parameters whatever their case', () => {
    expect(redactUrl('/x?Code=1&a=2')).toBe('/x?Code=%5BRedacted%5D&a=2');
    expect(redactUrl('/x')).toBe('/x');
  });
});
