import { fuzzRoutes } from '#src/test/route-fuzz.ts';

fuzzRoutes('the membership calls', (url) => url.startsWith('/member/api/v1/membership'), 1);
