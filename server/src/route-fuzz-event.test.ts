import { fuzzRoutes } from '#src/test/route-fuzz.ts';

fuzzRoutes('the event calls', (url) => url.startsWith('/event/'), 1);
