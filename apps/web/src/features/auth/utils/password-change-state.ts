import { z } from 'zod/mini';

/** Router state the sign-in screen passes after a 206: the user must replace a temporary password. */
const passwordChangeStateSchema = z.object({
  username: z.string().check(z.minLength(1)),
  challenge: z.string().check(z.minLength(1)),
});

export type PasswordChangeState = z.infer<typeof passwordChangeStateSchema>;

export const readPasswordChangeState = (state: unknown): PasswordChangeState | null => {
  const parsed = passwordChangeStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
};
