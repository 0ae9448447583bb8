import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import { SessionProvider } from '../lib/session-context';

export const Providers = ({
  session,
  queryClient,
  children,
}: {
  session: Session;
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <QueryClientProvider client={queryClient}>
    <SessionProvider session={session}>{children}</SessionProvider>
  </QueryClientProvider>
);
