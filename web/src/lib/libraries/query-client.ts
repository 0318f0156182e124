import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache, loaded with Mantine's theme after the first view (`provider.tsx`). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries safe calls once (SPEC.md section 7); no second layer.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    // A change is sent when asked for: without a network it fails there and the form says so, with
    // what was typed kept. Held until the network is back (the library's default) it spun without
    // a word and went out later by itself, a booking too, on whatever page was open then.
    mutations: { retry: false, networkMode: 'always' },
  },
});
