import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionActions } from '../lib/session-context';
import { wireSession } from './wire-session';

/** Inside the router: whenever the session ends, to sign-in (see `wireSession`). */
export const SignedOutNavigation = () => {
  const session = useSessionActions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const unwire = wireSession(session, queryClient, navigate);
    return () => void unwire();
  }, [session, queryClient, navigate]);
  return null;
};
