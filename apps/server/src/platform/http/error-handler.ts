import { catalogueMessageOf, serverMessages } from '@rela/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../errors';
import { isDatabaseUnavailable, isUnstorableText } from './database-errors';
import { sendError, type ErrorAnswer } from './error-body';

type ValidationItem = { instancePath?: string; message?: string };

/** Each problem's field and its catalogue text; a schema library's own wording is never sent. */
const issuesOf = (validation: ValidationItem[], context: string | undefined) =>
  validation.map((item) => {
    const field = (item.instancePath ?? '').split('/').filter(Boolean).join('.');
    return {
      path: field || (context ?? ''),
      message: catalogueMessageOf([item], serverMessages.validation),
    };
  });

const hasStatus = (error: unknown): error is FastifyError & { statusCode: number } =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number';

const codeForClientStatus = (status: number) => {
  if (status === 404) return { code: 'NOT_FOUND', message: serverMessages.notFound };
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: serverMessages.payloadTooLarge };
  if (status === 429) return { code: 'RATE_LIMITED', message: serverMessages.rateLimited };
  if (status === 401) return { code: 'UNAUTHORIZED', message: serverMessages.unauthorized };
  if (status === 403) return { code: 'FORBIDDEN', message: serverMessages.forbidden };
  return { code: 'BAD_REQUEST', message: serverMessages.validation };
};

const unavailable: ErrorAnswer = {
  status: 503,
  code: 'UNAVAILABLE',
  message: serverMessages.unavailable,
};

const internal: ErrorAnswer = { status: 500, code: 'INTERNAL', message: serverMessages.internal };

/** Maps anything thrown to the one error shape; 5xx details are logged, never sent. */
export const answerFor = (error: unknown): ErrorAnswer => {
  if (isAppError(error)) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      headers: error.headers,
      ...(error.allowed ? { allowed: error.allowed } : {}),
      ...(error.issues ? { issues: [...error.issues] } : {}),
    };
  }
  if (isDatabaseUnavailable(error)) return unavailable;
  if (isUnstorableText(error)) {
    return { status: 400, code: 'VALIDATION', message: serverMessages.validation };
  }
  if (!hasStatus(error) || error.statusCode < 400 || error.statusCode >= 500) return internal;
  if (Array.isArray(error.validation)) {
    return {
      status: 400,
      code: 'VALIDATION',
      message: catalogueMessageOf(error.validation, serverMessages.validation),
      issues: issuesOf(error.validation, error.validationContext),
    };
  }
  const status = error.statusCode;
  const retryAfter = status === 429 ? retryAfterOf(error) : undefined;
  return {
    status,
    ...codeForClientStatus(status),
    ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}),
  };
};

const retryAfterOf = (error: object): string | undefined => {
  const ttl = 'ttl' in error && typeof error.ttl === 'number' ? error.ttl : undefined;
  return ttl === undefined ? undefined : String(Math.max(1, Math.ceil(ttl / 1000)));
};

export const handleError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  const answer = answerFor(error);
  if (answer.code === 'INTERNAL') {
    request.log.error({ err: error }, 'unhandled error');
  } else if (answer.status >= 500) {
    request.log.warn({ err: error, errorCode: answer.code }, 'service unavailable');
  }
  return sendError(request, reply, answer);
};

/** The one error handler of the app, also for Fastify's own framework errors (bad URLs). */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
};
