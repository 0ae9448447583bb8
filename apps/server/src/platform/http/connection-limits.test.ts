import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';

/** The app listening on a real port, with small limits so that a test sees them act. */
const listening = async (env: Record<string, string>) => {
  const t = await buildTestApp({ env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { t, port: address.port };
};

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/**
 * Writes `head` at once, then one byte every 20 ms until the server closes the connection (or the
 * client gives up after 250 bytes, five seconds: then the server never closed it).
 */
const dribble = async (port: number, head: string) => {
  const socket = await open(port);
  socket.on('error', () => undefined);
  let answer = '';
  let dribbled = 0;
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  socket.write(head);
  const timer = setInterval(() => {
    if (!socket.writable) return;
    if (dribbled === 250) socket.destroy();
    else socket.write('x');
    dribbled += 1;
  }, 20);
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(timer);
  return { answer, dribbled };
};

describe('slow requests (REQ-SEC-SLOW-CLIENTS)', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '300' });
  });
  afterAll(() => server.t.close());

  it('closes a connection whose body comes a byte at a time, long before the body is whole', async () => {
    const { answer, dribbled } = await dribble(
      server.port,
      'POST /api/forgot-password HTTP/1.1\r\nHost: rela\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"username":"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(dribbled).toBeLessThan(250);
  });

  it('closes a connection whose headers come a byte at a time', async () => {
    const { answer } = await dribble(server.port, 'GET /api/health HTTP/1.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('open connections per client address (REQ-SEC-SLOW-CLIENTS)', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ MAX_CONNECTIONS_PER_IP: '2' });
  });
  afterAll(() => server.t.close());

  const health = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      socket.write('GET /api/health HTTP/1.1\r\nHost: rela\r\n\r\n');
    });

  it('closes a connection beyond the cap at once and takes one again when another ends', async () => {
    const [first, second] = [await open(server.port), await open(server.port)];
    const third = await open(server.port);
    third.on('error', () => undefined);
    const thirdAnswer = await Promise.race([
      health(third),
      new Promise<string>((resolve) => third.once('close', () => resolve(''))),
    ]);
    third.destroy();
    expect(thirdAnswer).toBe('');
    expect(await health(first)).toMatch(/^HTTP\/1\.1 200 /);

    second.destroy();
    // The server counts the close when it sees it; a new connection is taken from then on.
    let fourthAnswer = '';
    while (!fourthAnswer) {
      const fourth = await open(server.port);
      fourth.on('error', () => undefined);
      fourthAnswer = await Promise.race([
        health(fourth),
        new Promise<string>((resolve) => fourth.once('close', () => resolve(''))),
      ]);
      fourth.destroy();
    }
    expect(fourthAnswer).toMatch(/^HTTP\/1\.1 200 /);
    first.destroy();
  });
});
