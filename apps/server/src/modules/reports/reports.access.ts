import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { can, type Actor } from '../../platform/policy/policy';
import { listingHolders } from './reports.queries';

/**
 * A listing's report is a buyer's home's report: who may ask for it or read it is who may see a
 * buyer holding that listing (the buyer, their realtor and everyone above). Anyone else, and any
 * listing in nobody's homes, is 404: the report's existence is not revealed.
 */
export const authorizeReport = async (
  db: Db,
  actor: Actor,
  action: 'read-report' | 'request-report',
  listingKey: string,
) => {
  const holders = await listingHolders(db, { listingKey });
  const own = holders.find((holder) => holder.id === actor.id);
  const candidates = own ? [own] : holders;
  if (candidates.length > 0) {
    const hierarchy = await loadHierarchy(
      db,
      candidates.map((holder) => holder.id),
    );
    if (candidates.some((holder) => can(actor, action, holder, hierarchy))) return;
  }
  throw appError('NOT_FOUND');
};
