import { useParams } from 'react-router';
import { useCrumbLabel } from '#src/lib/ui/crumb-labels.ts';

/** The event's title in the breadcrumbs of its pages (detail, register, tickets), not its id. */
export function useEventCrumb(title: string | undefined): void {
  const { orgKey = '', id = '' } = useParams();
  useCrumbLabel(`/${encodeURIComponent(orgKey)}/events/${encodeURIComponent(id)}`, title);
}
