import { activitySubscribers } from './modules/activity';
import { alertsSubscribers } from './modules/alerts';
import { householdCopySubscriber } from './modules/buyer-homes';
import { fairHousingAuditSubscriber } from './modules/fair-housing';
import { householdNotesSubscriber, notesSubscribers } from './modules/notes';
import { homesSentSubscriber } from './modules/team-performance';
import type { AnySubscriber } from './platform/events';

/**
 * Every subscriber of the event catalogue (ADR 043), each declared in its consumer module: the
 * producers' `emit` writes a job for each of those of the event's type, and the reaction worker
 * runs them.
 */
export const subscribers: readonly AnySubscriber[] = [
  ...alertsSubscribers,
  ...activitySubscribers,
  ...notesSubscribers,
  householdNotesSubscriber,
  householdCopySubscriber,
  fairHousingAuditSubscriber,
  homesSentSubscriber,
];
