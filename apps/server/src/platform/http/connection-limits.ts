import type { Server, ServerOptions } from 'node:http';
import type { Config } from '../../config';

/**
 * Node's own request limits (REQ-SEC-SLOW-CLIENTS): the whole request, body included, within
 * REQUEST_TIMEOUT_MS and its headers within HEADERS_TIMEOUT_MS, else 408 and the connection closes.
 * Node checks them every `connectionsCheckingInterval` (30 s by default): a quarter of the headers
 * limit here, at most a second, so a limit holds to within that.
 */
export const requestTimeoutOptions = (
  config: Pick<Config, 'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS'>,
): { requestTimeout: number; http: ServerOptions } => ({
  requestTimeout: config.REQUEST_TIMEOUT_MS,
  http: {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
  },
});

/**
 * At most `max` open connections per client socket address (0: no cap); one beyond is closed at
 * once, before a byte of it is read. Keyed on the socket's address, not X-Forwarded-For: behind a
 * proxy every client shares the proxy's address, so the proxy holds this limit instead.
 */
export const limitConnectionsPerAddress = (server: Server, max: number) => {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
};
