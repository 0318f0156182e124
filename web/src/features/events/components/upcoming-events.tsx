import { EventList } from './event-list.tsx';

/**
 * The home page's event list, of every organisation; a default export for the dashboard, which
 * draws its heading with the page and loads this once idle.
 */
export default function UpcomingEvents() {
  return <EventList />;
}
