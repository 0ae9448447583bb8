export * from './users';
export * from './sessions';
export * from './outbox';
export * from './verification-codes';
