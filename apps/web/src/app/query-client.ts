import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** Retries only what may pass on a second try: no answer, or a 5xx. */
const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 && isApiError(error) && (error.status === 0 || error.status >= 500);

/**
 * Queries try once even when the browser says it is offline (`offlineFirst`): the service worker
 * may answer from its copy of the list (ADR 054); only their retries wait for the network.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
