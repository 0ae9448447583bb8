import { dataStaleSubscriber } from './data-stale-notice';
import { homesAddedSubscriber } from './homes-added';
import { householdNoticeSubscribers } from './household-notices';
import { noteNoticeSubscribers } from './note-shared';
import { tourNoticeSubscribers } from './tour-notices';

/**
 * The notices other modules' events make (ADR 043): a shared note's, a tour's, homes added, a
 * household's joins and leaves (ADR 049). The
 * market's changes come another way: the fan-out reads the replica's `replica_events` (ADR 028).
 */
export const alertsSubscribers = [
  ...noteNoticeSubscribers,
  ...tourNoticeSubscribers,
  homesAddedSubscriber,
  dataStaleSubscriber,
  ...householdNoticeSubscribers,
];
