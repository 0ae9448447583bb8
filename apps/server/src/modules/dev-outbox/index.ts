/** The development outbox's face (ADR 044): its pages, and whether this process serves them. */
export { devOutboxRoutes, type DevOutboxDeps } from './dev-outbox.routes';
export { devOutboxDecision, type DevOutboxConfig } from './dev-outbox.policy';
