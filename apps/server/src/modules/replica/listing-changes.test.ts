import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalInvalidationBus } from '../../platform/cache/invalidation-bus';
import { announceListings, perListingBus, REPLICA_LISTINGS_TOPIC } from './listing-changes';

const src = path.resolve(import.meta.dirname, '../..');
/** The queries files whose writes of `replica_listings` announce them (`replica.queries.test.ts`). */
const writers = ['modules/replica/replica.queries.ts', 'modules/replica/replica-reads.queries.ts'];
const listingsWrite =
  /\.(insert|update|delete)\(\s*replicaListings\s*\)|\b(insert\s+into|update|delete\s+from)\s+"?replica_listings\b/i;

describe('writes to replica_listings (ADR 036)', () => {
  it('are made only by the queries files that announce them on the bus', async () => {
    const entries = await readdir(src, { withFileTypes: true, recursive: true });
    const writing: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      if (/\.(test|test-support)\.ts$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (listingsWrite.test(await readFile(file, 'utf8'))) writing.push(path.relative(src, file));
    }
    expect(writing.sort()).toEqual([...writers].sort());
  });

  it('hands each key a message names to the per-key handler, and ignores a message it cannot read', () => {
    const bus = createLocalInvalidationBus();
    const heard: string[] = [];
    perListingBus(bus).subscribe(REPLICA_LISTINGS_TOPIC, (key) => heard.push(key));
    announceListings(bus, ['K1', 'K2', 'K1']);
    announceListings(bus, []);
    bus.publish(REPLICA_LISTINGS_TOPIC, 'not json');
    bus.publish(REPLICA_LISTINGS_TOPIC, '{"K3":true}');
    perListingBus(bus).publish(REPLICA_LISTINGS_TOPIC, 'K,4');
    expect(heard).toEqual(['K1', 'K2', 'K,4']);
  });
});
