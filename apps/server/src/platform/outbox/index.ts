export { enqueueMessage, outboxReadAt, type EnqueueOptions } from './enqueue';
export { deliveryJobKind, maskRecipient, type OutboxLogger, type OutboxMessage } from './message';
export {
  startOutboxDispatcher,
  type OutboxDispatcher,
  type OutboxDispatcherOptions,
} from './dispatcher';
export {
  createSmtpTransport,
  mailTransportFromConfig,
  type MailToSend,
  type MailTransport,
  type SmtpOptions,
} from './transport';
export { retryPolicy } from './backoff';
export { listOutboxMessages } from './outbox-queries';
export {
  createHttpSmsTransport,
  smsTransportFromConfig,
  type HttpSmsOptions,
  type SmsToDeliver,
  type SmsTransport,
} from './sms-transport';
