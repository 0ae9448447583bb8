import { complianceMessages, problemReportLimit, withoutControlCharacters } from '@rela/contracts';
import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import type { Actor } from '../../platform/policy/policy';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import { enforceWithin } from '../../platform/rate-limit/enforce-limit';
import { insertProblemReport, personOf } from './compliance.queries';
import type { ReplicaReads } from './replica-reads';

export type ProblemReportDeps = {
  db: Db;
  clock: Clock;
  limits: LimitStore;
  emit: Emit;
  replica: Pick<ReplicaReads, 'holdsListing'>;
};

/**
 * A buyer's words about a listing, to their own realtor (REQ-PROBLEM-REPORT, ADR 048): stored,
 * and told to the realtor's activity feed by the `listing-problem-reported` event in the same
 * transaction. Only a buyer reports (a realtor talks to the listing agent directly): anyone else
 * 403; a listing the replica does not hold 404; a buyer without a realtor 409; more than
 * `problemReportLimit` an hour 429. Every refusal stores nothing.
 */
export const reportListingProblem = async (
  deps: ProblemReportDeps,
  actor: Actor,
  listingKey: string,
  text: string,
) => {
  const { db, clock } = deps;
  if (actor.role !== 'buyer') throw appError('FORBIDDEN');
  if (!(await deps.replica.holdsListing(db, listingKey)))
    throw appError('NOT_FOUND', complianceMessages.problem.notFound);
  const buyer = await personOf(db, actor.id);
  const realtor = buyer?.supervisorId ? await personOf(db, buyer.supervisorId) : undefined;
  if (!realtor || realtor.role !== 'realtor')
    throw appError('CONFLICT', complianceMessages.problem.noRealtor);
  await enforceWithin(
    deps.limits,
    `problem-reports:${actor.id}`,
    problemReportLimit,
    complianceMessages.problem.rateLimited,
  );
  const now = clock.now();
  const words = withoutControlCharacters(text).trim();
  const report = await db.transaction(async (tx) => {
    const made = await insertProblemReport(tx, {
      buyerId: actor.id,
      realtorId: realtor.id,
      listingKey,
      text: words,
      createdAt: now,
    });
    await deps.emit(tx, {
      type: 'listing-problem-reported',
      reportId: made.id,
      buyerId: actor.id,
      realtorId: realtor.id,
      listingKey,
      text: words,
      at: now.toISOString(),
    });
    return made;
  });
  return { id: report.id, createdAt: report.createdAt.toISOString() };
};
