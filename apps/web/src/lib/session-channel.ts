import { z } from 'zod/mini';

/** What tabs tell each other: a new access token, or that the user signed out. */
const sessionMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('refreshed'), accessToken: z.string(), expiresAt: z.number() }),
  z.object({ type: z.literal('signed-out') }),
]);
export type SessionMessage = z.infer<typeof sessionMessageSchema>;

export type SessionChannel = {
  post: (message: SessionMessage) => void;
  listen: (listener: (message: SessionMessage) => void) => () => void;
};

const CHANNEL_NAME = 'rela-session';

/** A BroadcastChannel between the tabs of this origin, or null where there is none. */
export const browserSessionChannel = (): SessionChannel | null => {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent) => {
        const parsed = sessionMessageSchema.safeParse(event.data);
        if (parsed.success) listener(parsed.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
};
