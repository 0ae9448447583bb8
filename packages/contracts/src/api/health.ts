import { z } from 'zod/mini';

/** `GET /api/health`: the process is alive. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Why a ready process says `degraded`: it takes traffic, but something needs an operator. */
export const degradedReasons = ['mls-data-stale'] as const;
export type DegradedReason = (typeof degradedReasons)[number];

/**
 * `GET /api/ready`: 200 when the process may take traffic, `ok`, or `degraded` with the reasons
 * (the MLS data older than the display rules allow, ADR 048): a degraded instance still serves,
 * since every instance reads the same data. 503 when it may not (shutting down, no database).
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  degraded: z.optional(z.array(z.enum(degradedReasons))),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
