import { roster } from '../dataset/roster';
import type { LookupValues } from '../profiles/types';
import { lookupRows } from './lookup-values';
import { openHouseRows } from './open-house-rows';
import type { Store } from './store';

/** The entity sets whose rows are made from the listings and the roster. */
export type DerivedSet = 'Member' | 'Office' | 'OpenHouse' | 'Lookup';

type Json = Record<string, unknown>;

const made = new WeakMap<Store, { version: number; rows: Map<string, readonly Json[]> }>();

/**
 * The rows of the agents, the firms, the open houses or the Lookup resource (REQ-MLS-DD2,
 * REQ-MLS-OPENHOUSE), made when first asked and kept until the store next changes; the open
 * houses are kept listing by listing, and only a changed listing's are made again.
 */
export const derivedRows = (
  store: Store,
  set: DerivedSet,
  style: LookupValues,
): readonly Json[] => {
  if (set === 'OpenHouse') return openHouseRows(store);
  let cache = made.get(store);
  if (!cache || cache.version !== store.version) {
    cache = { version: store.version, rows: new Map() };
    made.set(store, cache);
  }
  const key = `${set}:${style}`;
  const known = cache.rows.get(key);
  if (known) return known;
  const system = { OriginatingSystemName: store.originatingSystem };
  const rows: readonly Json[] =
    set === 'Member'
      ? roster.members.map((member) => ({ ...member, ...system }))
      : set === 'Office'
        ? roster.offices.map((office) => ({ ...office, ...system }))
        : lookupRows(store, style);
  cache.rows.set(key, rows);
  return rows;
};
