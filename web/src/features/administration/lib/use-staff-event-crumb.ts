import { useCrumbLabel } from '#src/lib/ui/crumb-labels.ts';

/**
 * The event's title in the breadcrumbs of the console's pages below it (attendees, editor,
 * check-in) instead of its shortened id, once the page has loaded the event.
 */
export function useStaffEventCrumb(eventId: string | null, title: string | undefined): void {
  useCrumbLabel(`/admin/events/${encodeURIComponent(eventId ?? '')}`, eventId ? title : undefined);
}
