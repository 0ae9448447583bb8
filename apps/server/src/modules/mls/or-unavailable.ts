import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../../platform/errors';
import { isMlsError } from './mls-errors';

/** Any MLS failure is our 503 UNAVAILABLE; its details go to the log only. */
export const orUnavailable = async <T>(log: FastifyBaseLogger, call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    if (!isMlsError(error)) throw error;
    log.warn(
      { mlsError: error.kind, details: error.details, reason: error.message },
      'MLS call failed',
    );
    throw appError('UNAVAILABLE');
  }
};
