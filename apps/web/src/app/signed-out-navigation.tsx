import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import { wireSession } from './wire-session';

/** Inside the router: whenever the session ends, to sign-in (see `wireSession`). */
export const SignedOutNavigation = ({
  session,
  queryClient,
}: {
  session: Session;
  queryClient: QueryClient;
}) => {
  const navigate = useNavigate();
  useEffect(() => {
    const unwire = wireSession(session, queryClient, navigate);
    return () => void unwire();
  }, [session, queryClient, navigate]);
  return null;
};
