export * from './users';
export * from './sessions';
export * from './outbox';
export * from './verification-codes';
export * from './buyer-homes';
export * from './invitations';
