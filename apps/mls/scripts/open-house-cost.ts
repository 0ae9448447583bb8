// What the embedded MLS's OpenHouse resource costs once the market moves:
// `node --import tsx apps/mls/scripts/open-house-cost.ts [listings] [events]` (100,000 and 7).
// Generates the listings, builds the app in-process on a manual clock with the market on (180
// events an hour), asks the first OpenHouse page (every open house made), asks it again, then
// moves the clock one market interval (about one event) at a time and times the page the replica
// asks next: `ModificationTimestamp ge <mark>` in `ModificationTimestamp,OpenHouseKey` order.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildMlsApp } from '../src/app';
import { generateListings } from '../src/dataset';
import { manualClock } from '../src/testing/manual-clock';

const count = Number(process.argv[2] ?? 100_000);
const ticks = Number(process.argv[3] ?? 7);
const eventsPerHour = 180;
const token = 'open-house-cost';

let started = performance.now();
const listings = generateListings({ count });
const generationMs = performance.now() - started;

const clock = manualClock(new Date('2026-12-01T09:00:00.000Z'));
const cacheDir = await mkdtemp(path.join(tmpdir(), 'mls-open-house-cost-'));
started = performance.now();
const app = await buildMlsApp({
  dataset: { properties: listings },
  clock,
  marketEventsPerHour: eventsPerHour,
  auth: { staticToken: token },
  photos: { cacheDir },
  devRoutes: false,
});
const storeMs = performance.now() - started;
// The store holds rows of its own; the generated records may go.
listings.length = 0;

const page = (mark?: string) => {
  const filter = mark ? `&$filter=${encodeURIComponent(`ModificationTimestamp ge ${mark}`)}` : '';
  return `/odata/OpenHouse?$orderby=ModificationTimestamp,OpenHouseKey${filter}`;
};
const timed = async (url: string) => {
  const at = performance.now();
  const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - at;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return { ms, rows: (response.json().value as unknown[]).length };
};

const cold = await timed(page());
const warm = await timed(page());
const afterTick: number[] = [];
for (let tick = 1; tick <= ticks; tick += 1) {
  const mark = clock.now().toISOString();
  clock.advance(3_600_000 / eventsPerHour);
  const { ms, rows } = await timed(page(mark));
  afterTick.push(ms);
  console.log(`tick ${tick}: ${ms.toFixed(1)} ms, ${rows} open houses stamped since the mark`);
}
await app.close();
await rm(cacheDir, { recursive: true, force: true });

const sorted = [...afterTick].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
const figures = {
  listings: count,
  generationS: +(generationMs / 1000).toFixed(1),
  storeS: +(storeMs / 1000).toFixed(1),
  firstPageMs: +cold.ms.toFixed(0),
  firstPageRows: cold.rows,
  againMs: +warm.ms.toFixed(1),
  afterTickMedianMs: +median.toFixed(1),
  afterTickRangeMs: [+(sorted[0] ?? NaN).toFixed(1), +(sorted.at(-1) ?? NaN).toFixed(1)],
  heapMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
};
console.log(JSON.stringify(figures));
