export const eventApiPrefix = '/event/api/v1';

/** How an events call is listed in /docs. */
export const eventDocs = (summary: string) => ({ tags: ['events'], summary });
