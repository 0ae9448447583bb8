import { timingSafeEqual } from 'node:crypto';
import { apiPaths, errorBodySchema, okResponseSchema } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { appError } from '../errors';
import { handleInboundSms } from './sms-inbound';

/** The header that carries SMS_INBOUND_SECRET on the provider's webhook calls. */
export const SMS_SECRET_HEADER = 'x-rela-sms-secret';

const inboundSmsSchema = z.object({
  from: z.string().trim().min(1).max(32),
  text: z.string().max(1600),
});

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
  fastify,
  { deps },
) => {
  const { secret } = deps;
  if (!secret) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    apiPaths.smsInbound,
    {
      schema: {
        tags: ['sms'],
        body: inboundSmsSchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      preValidation: async (request) => {
        if (!sameSecret(request.headers[SMS_SECRET_HEADER], secret)) throw appError('UNAUTHORIZED');
      },
    },
    async (request) => {
      const keyword = await handleInboundSms(
        { db: deps.db, clock: deps.clock, logger: request.log },
        request.body,
      );
      request.log.info({ smsKeyword: keyword ?? 'none' }, 'inbound text message');
      return { status: 200, message: keyword ?? 'ignored' };
    },
  );
};
