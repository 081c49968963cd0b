import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/client';
import { onSessionChange } from './session';

/** TanStack Query defaults: no retry on 4xx answers, no refetch on focus (it would flash the overlay). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

// Nothing of one user's data may survive into the next session.
onSessionChange((session) => {
  if (!session) queryClient.clear();
});
