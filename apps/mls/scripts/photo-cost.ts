// What the embedded MLS's photos cost: `node --import tsx apps/mls/scripts/photo-cost.ts [count]`.
// Makes `count` photos of the default dataset one at a time into an empty cache (one core), then
// reads them again from the disk, and prints time, bytes and disk per photo.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateListings } from '../src/dataset';
import { mediaFor } from '../src/dataset/media';
import { createPhotoFiles } from '../src/photos/photo-files';

const count = Number(process.argv[2] ?? 200);
const listings = generateListings({ count: 100_000 });
let started = performance.now();
let records = 0;
for (const listing of listings) records += mediaFor(listing).length;
const recordsMs = performance.now() - started;

const byKey = new Map(listings.map((listing) => [listing.ListingKey, listing]));
const media = listings.slice(0, 400).flatMap(mediaFor);
const picked = Array.from({ length: count }, (_, index) => media[(index * 7) % media.length]!);
const dir = await mkdtemp(path.join(tmpdir(), 'mls-photo-cost-'));
const files = createPhotoFiles({ cacheDir: dir, concurrency: 1 });
const made: number[] = [];
const sizes: number[] = [];
for (const photo of picked) {
  started = performance.now();
  const bytes = await files.open(photo, byKey.get(photo.ResourceRecordKey)).bytes();
  made.push(performance.now() - started);
  sizes.push(bytes.length);
}
started = performance.now();
for (const photo of picked) await files.open(photo, byKey.get(photo.ResourceRecordKey)).bytes();
const readMs = (performance.now() - started) / count;
const diskKb = Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]);
await rm(dir, { recursive: true, force: true });

const sorted = [...made].sort((a, b) => a - b);
const at = (share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  [
    `media records of 100,000 listings: ${records} in ${recordsMs.toFixed(0)} ms (${((recordsMs * 1000) / records).toFixed(2)} µs each)`,
    `${count} photos made one at a time: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, mean ${(made.reduce((a, b) => a + b, 0) / count).toFixed(0)} ms`,
    `bytes: mean ${kb(sizes.reduce((a, b) => a + b, 0) / count)}, min ${kb(Math.min(...sizes))}, max ${kb(Math.max(...sizes))}`,
    `disk: ${(((diskKb / count) * 1000) / 1024).toFixed(0)} MB per 1,000 photos (du)`,
    `read again from the disk cache: ${readMs.toFixed(2)} ms a photo`,
  ].join('\n'),
);
