import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_VAPID_KEYS } from '../../../test/app';
import {
  browserKeys,
  startPushService,
  subscriptionJson,
  type PushService,
} from '../../../test/push-service';
import { sendPush } from './push-sender';

const keys = { ...TEST_VAPID_KEYS, subject: 'mailto:ops@rela.example' };
const push = { title: 'Price ↓', body: 'Now $480,000', url: '/home', tag: 'n1' };

/** REQ-PUSH-RETRY, REQ-PUSH-GONE, REQ-PUSH-ALLOWLIST: what each answer of a push service means. */
describe('sending one push', () => {
  let service: PushService;
  let elsewhere: Server;
  let elsewhereHits = 0;
  let silent: Server;

  beforeAll(async () => {
    service = await startPushService();
    elsewhere = createServer((_request, response) => {
      elsewhereHits += 1;
      response.writeHead(201).end();
    });
    // Takes the request and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await service.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    await new Promise((resolve) => elsewhere.close(resolve));
  });

  const target = (name: string) => {
    const json = subscriptionJson(service.endpoint(name), browserKeys());
    return { endpoint: json.endpoint, ...json.keys };
  };

  it('reads each status as taken, gone, refused or to be tried again', async () => {
    const cases: [number, string][] = [
      [201, 'accepted'],
      [404, 'gone'],
      [410, 'gone'],
      [400, 'refused'],
      [413, 'refused'],
      [429, 'retry'],
      [500, 'retry'],
      [503, 'retry'],
    ];
    for (const [status, kind] of cases) {
      service.answer(status);
      expect((await sendPush(keys, target('s'), push)).kind, String(status)).toBe(kind);
    }
  });

  it('follows no redirect: the push is tried again later, never sent elsewhere', async () => {
    const other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/stolen`;
    const redirecting = createServer((_request, response) =>
      response.writeHead(307, { location: other }).end(),
    );
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/push`;
    const outcome = await sendPush(keys, { ...target('r'), endpoint }, push);
    await new Promise((resolve) => redirecting.close(resolve));
    expect(outcome.kind).toBe('retry');
    expect(elsewhereHits).toBe(0);
  });

  it('gives up on a service that does not answer in time, and on one that is not there', async () => {
    const hanging = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/push`;
    expect(
      await sendPush(keys, { ...target('h'), endpoint: hanging }, push, { timeoutMs: 200 }),
    ).toMatchObject({
      kind: 'retry',
      status: null,
    });
    expect(
      await sendPush(keys, { ...target('c'), endpoint: 'http://127.0.0.1:1/push' }, push),
    ).toMatchObject({ kind: 'retry', status: null });
  });
});
