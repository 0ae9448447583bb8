import { timingSafeEqual } from 'node:crypto';
import { smsRoutes } from '@rela/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { appError } from '../errors';
import { routeMounter } from '../http/mount-route';
import { handleInboundSms } from './sms-inbound';

/** The header that carries SMS_INBOUND_SECRET on the provider's webhook calls. */
export const SMS_SECRET_HEADER = 'x-rela-sms-secret';

const sameSecret = (given: string | string[] | undefined, expected: string) => {
  if (typeof given !== 'string') return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type SmsInboundRouteDeps = {
  db: Db;
  clock: Clock;
  /** Unset: the webhook does not exist (404), so nobody can opt numbers out or ask for HELP texts. */
  secret: string | undefined;
};

/**
 * `POST /sms/inbound` `{from, text}`: the SMS provider forwards each text sent to Rela's number.
 * STOP, START and HELP are acted on (see `handleInboundSms`); anything else is acknowledged.
 */
export const smsInboundRoutes: FastifyPluginAsync<{ deps: SmsInboundRouteDeps }> = async (
  app,
  { deps },
) => {
  const { secret } = deps;
  if (!secret) return;
  const mount = routeMounter(app, {
    product: '',
    guards: {
      public: {
        // The secret is checked before the body is read: without it, nothing about the body is
        // told (not even that its JSON is broken).
        onRequest: async (request: FastifyRequest) => {
          if (!sameSecret(request.headers[SMS_SECRET_HEADER], secret))
            throw appError('UNAUTHORIZED');
        },
        context: () => ({}),
      },
    },
  });
  mount(smsRoutes.smsInbound, async ({ body, request }) => {
    const keyword = await handleInboundSms(
      { db: deps.db, clock: deps.clock, logger: request.log },
      body,
    );
    request.log.info({ smsKeyword: keyword ?? 'none' }, 'inbound text message');
    return { status: 200, message: keyword ?? 'ignored' };
  });
};
