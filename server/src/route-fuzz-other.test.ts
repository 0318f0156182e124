import { fuzzRoutes } from '#src/test/route-fuzz.ts';

fuzzRoutes(
  'the sign-in, tools and page routes',
  (url) => !url.startsWith('/member/') && !url.startsWith('/event/'),
  1,
);
