import { z } from 'zod/mini';

/**
 * Router state other screens pass to `/auth/login` to say why the user is there, e.g. the session
 * ended, or a password was reset: `navigate('/auth/login', { state: { notice } })`.
 */
const noticeStateSchema = z.object({ notice: z.string().check(z.minLength(1)) });

export const readSignInNotice = (state: unknown): string | null => {
  const parsed = noticeStateSchema.safeParse(state);
  return parsed.success ? parsed.data.notice : null;
};
