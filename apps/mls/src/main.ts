import { buildMlsApp } from './app';

const host = '127.0.0.1';
const rawPort = process.env.MLS_PORT ?? '3001';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65_535) {
  console.error(`Invalid configuration:\n  - MLS_PORT: must be a port number (got "${rawPort}")`);
  process.exit(1);
}

const app = await buildMlsApp();
const address = await app.listen({ host, port });
console.log(`Embedded MLS (RESO Web API) at ${address}/odata`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
