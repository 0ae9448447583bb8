import { forgotUsernameMessages, errorBodySchema, serverMessages } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { invalidInput } from '../errors';
import { answerFor } from './error-handler';

const echo = '/api/__test/echo';

describe('the one error handler (REQ-SEC-INPUT, REQ-REL-500)', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
  });
  afterAll(() => t.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: echo,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers a valid body, dropping fields the schema does not know', async () => {
    const response = await post(
      JSON.stringify({ name: ' Ann ', role: 'company-owner', supervisorId: 'x' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ann' });
  });

  it('answers a schema violation with 400 VALIDATION and its issues by path', async () => {
    const response = await post(JSON.stringify({ name: '', count: 'many' }));
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: serverMessages.validation,
    });
    expect(body.statusMessage).toBe(body.message);
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['count', 'name']);
  });

  const libraryWording = /expected|too small|too big|invalid input|must contain|>=|<=|received/i;

  it("never sends a schema library's wording: a problem without a catalogue text gets the generic one", async () => {
    const response = await post(JSON.stringify({ name: '', count: 'many' }));
    const body = errorBodySchema.parse(response.json());
    expect(JSON.stringify(body)).not.toMatch(libraryWording);
    expect(body.issues?.map((issue) => issue.message)).toEqual([
      serverMessages.validation,
      serverMessages.validation,
    ]);
  });

  it.each([
    [{}, forgotUsernameMessages.emailRequired],
    [{ email: '' }, forgotUsernameMessages.emailRequired],
    [{ email: 7 }, forgotUsernameMessages.emailRequired],
    [{ email: 'not-an-email' }, forgotUsernameMessages.emailInvalid],
    [{ email: `${'a'.repeat(300)}@rela.example` }, forgotUsernameMessages.emailInvalid],
  ])("answers %j with the contract's catalogue text: %s", async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-username',
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'VALIDATION', message, statusMessage: message });
    expect(JSON.stringify(body)).not.toMatch(libraryWording);
  });

  it('answers an over-long string with 400 (length limits)', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(101) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['an empty body', ''],
    ['a prototype-poisoning body', '{"name":"a","__proto__":{"admin":true}}'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"name"'],
  ])('answers %s with 400 in the error shape', async (_what, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post(JSON.stringify({ name: 'a', padding: 'x'.repeat(4096) }));
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: serverMessages.payloadTooLarge,
    });
  });

  it('answers an unsupported media type with a 4xx in the error shape', async () => {
    const response = await post('name=a', { 'content-type': 'application/x-unknown' });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('masks an unhandled error as a generic 500 with the request id, logs it, and keeps serving', async () => {
    const response = await t.app.inject({ url: '/api/__test/boom' });
    expect(response.statusCode).toBe(500);
    const body = errorBodySchema.parse(response.json());
    expect(body).toEqual({
      status: 500,
      code: 'INTERNAL',
      statusMessage: serverMessages.internal,
      message: serverMessages.internal,
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('secret internal detail');
    const line = logged.find((entry) => entry.includes(body.requestId ?? 'none'));
    expect(line).toContain('secret internal detail');

    const next = await t.app.inject({ url: '/api/health' });
    expect(next.statusCode).toBe(200);
  });

  it('answers a malformed URL with 400 in the error shape', async () => {
    const response = await t.app.inject({ url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });
});

describe('answerFor', () => {
  it('answers 400, not 500, for text the database cannot hold (a NUL character)', () => {
    const refused = new Error('Failed query', {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      }),
    });
    expect(answerFor(refused)).toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('answers an input judged beyond its schema as a schema refusal: 400 VALIDATION naming the field', () => {
    expect(answerFor(invalidInput('downPayment', serverMessages.validation))).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: serverMessages.validation,
      headers: {},
      issues: [{ path: 'downPayment', message: serverMessages.validation }],
    });
  });
});
