import type { FastifyRequest } from 'fastify';
import { maySeeBeforePublicDate } from '@portal/contracts/roles';
import { callerOf } from '#src/lib/auth.ts';

export const eventApiPrefix = '/event/api/v1';

/** The administrators' calls about an organisation's events. */
export const staffEventsPath = `${eventApiPrefix}/admin/organisations/:orgKey/events`;

/** How an events call is listed in /docs. */
export const eventDocs = (summary: string) => ({ tags: ['events'], summary });

/** Whether the signed-in user may see an organisation's events before their public date. */
export const staffCheck = (request: FastifyRequest) => {
  const caller = callerOf(request);
  // Acting as a member shows the member's view, not the administrator's.
  return (orgKey: string) =>
    !request.impersonation && maySeeBeforePublicDate(caller.grants, orgKey);
};
