import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Session, SessionSnapshot } from './session';

const SessionContext = createContext<Session | null>(null);

export const SessionProvider = ({
  session,
  children,
}: {
  session: Session;
  children: ReactNode;
}) => <SessionContext value={session}>{children}</SessionContext>;

/** The session object: sign in, log out, cache the profile. */
export const useSessionActions = (): Session => {
  const session = use(SessionContext);
  if (!session) throw new Error('useSessionActions needs a SessionProvider above it.');
  return session;
};

/** The current status and username; re-renders when they change. */
export const useSession = (): SessionSnapshot => {
  const session = useSessionActions();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
};

const noSubscription = () => () => undefined;
const noSnapshot = () => null;

/** The session's snapshot where a provider is above (a signed-in view), else null (a part drawn alone). */
export const useOptionalSession = (): SessionSnapshot | null => {
  const session = use(SessionContext);
  return useSyncExternalStore(
    session ? session.subscribe : noSubscription,
    session ? session.getSnapshot : noSnapshot,
    session ? session.getSnapshot : noSnapshot,
  );
};
