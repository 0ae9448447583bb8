import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = {
  authorization: string | undefined;
  body: { from: string; to: string; text: string };
};

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });

/**
 * A local fake of an SMS provider's HTTP API on loopback: `POST /messages` with JSON
 * `{from, to, text}` answers 202 and keeps the message; `failWith` makes it answer an error.
 */
export const startFakeSmsProvider = async () => {
  const received: ReceivedSms[] = [];
  const state = { failWith: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/messages') {
        response.writeHead(404).end();
        return;
      }
      const body = (await readJson(request)) as ReceivedSms['body'];
      if (state.failWith) {
        response.writeHead(state.failWith, { 'content-type': 'application/json' });
        response.end('{"error":"unavailable"}');
        return;
      }
      received.push({ authorization: request.headers.authorization, body });
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `msg-${received.length}` }));
    })();
  });
  const address = await new Promise<AddressInfo>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });
  return {
    url: `http://127.0.0.1:${address.port}/messages`,
    received,
    failWith: (status: number) => {
      state.failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type FakeSmsProvider = Awaited<ReturnType<typeof startFakeSmsProvider>>;
