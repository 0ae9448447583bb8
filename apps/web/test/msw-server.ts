import { setupServer } from 'msw/node';

/** The network edge of the web tests: each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
