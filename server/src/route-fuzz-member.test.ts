import { fuzzRoutes } from '#src/test/route-fuzz.ts';

fuzzRoutes(
  "the member's calls but memberships",
  (url) => url.startsWith('/member/') && !url.startsWith('/member/api/v1/membership'),
  1,
);
