import { z } from 'zod/mini';

/** `GET /api/health` and `GET /api/ready`: the process is alive / ready for traffic. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
