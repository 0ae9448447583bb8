/**
 * The embedded MLS of the `replica` bench, in its own process so the sync's process measures only
 * itself (time and RSS): `BENCH_LISTINGS` generated listings (the default seed) with
 * `BENCH_PHOTOS` photos each, a still market, the dev endpoints on, the profile `BENCH_MLS_PROFILE`.
 * It tells its parent its URL over IPC and counts the OData requests it answers, which the parent
 * asks for with the message `count` (answered `{ requests, cpuMs }`, cpuMs its CPU time so far).
 */
import { buildMlsApp, generateListings, providerProfiles, type ProfileName } from '@rela/mls';

const count = Number(process.env.BENCH_LISTINGS ?? 100_000);
const photos = Number(process.env.BENCH_PHOTOS ?? 5);
const profile = providerProfiles[(process.env.BENCH_MLS_PROFILE ?? 'default') as ProfileName];

const properties = generateListings({ count }).map((listing) => ({
  ...listing,
  PhotosCount: photos,
}));
const app = await buildMlsApp({
  dataset: { properties },
  profile,
  marketEventsPerHour: 0,
  devRoutes: true,
});
let requests = 0;
app.addHook('onRequest', async (request) => {
  if (request.url.startsWith('/odata/')) requests += 1;
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.on('message', (message) => {
  if (message !== 'count') return;
  const cpu = process.cpuUsage();
  process.send?.({ requests, cpuMs: (cpu.user + cpu.system) / 1000 });
});
process.send?.({ url });

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
