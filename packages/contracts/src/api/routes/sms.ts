import { z } from 'zod/mini';
import { okResponseSchema } from '../auth';
import { apiRoute } from '../route';

/** A text message the SMS provider forwards. */
export const inboundSmsRequestSchema = z.object({
  from: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  text: z.string().check(z.maxLength(1600)),
});

/**
 * The SMS provider's webhook: each text sent to Rela's number (STOP, START and HELP are acted on). Public, but refused
 * without the shared secret header; not there at all without SMS_INBOUND_SECRET.
 */
export const smsRoutes = {
  smsInbound: apiRoute({
    method: 'POST',
    path: '/sms/inbound',
    access: 'public',
    tag: 'sms',
    body: inboundSmsRequestSchema,
    ok: { 200: okResponseSchema },
    errors: [400, 401],
  }),
} as const;
