import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache, loaded with Mantine's theme after the first view (`provider.tsx`). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries safe calls once (SPEC.md section 7); no second layer.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
