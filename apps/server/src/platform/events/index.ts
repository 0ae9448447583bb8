export {
  emittedEventSchema,
  eventTypes,
  listingChangedSchema,
  type DomainEvent,
  type EventOf,
  type EventType,
  type ListingChanged,
} from './catalogue';
export { emitterFor, REACTIONS_CHANNEL, reactionKind, reactionMaxAttempts } from './emit';
export {
  reactionLanesFor,
  reactionPollMs,
  startReactionWorker,
  type ReactionWorker,
  type ReactionWorkerOptions,
} from './reaction-worker';
export {
  subscribe,
  type AnySubscriber,
  type Emit,
  type ReactionContext,
  type Subscriber,
} from './subscriber';
