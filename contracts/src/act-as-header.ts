/**
 * The header in which a super administrator names the member they act as (SPEC.md section 6).
 * Lower case, as Node presents header names. Its own module, without zod, so the web app's first
 * load can send it.
 */
export const actAsMemberHeader = 'x-act-as-member';
