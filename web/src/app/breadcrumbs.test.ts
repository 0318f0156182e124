import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath, segmentLabel } from './breadcrumbs.ts';

const routes = new Set(['/', '/memberships', '/ROWING/events', '/ROWING/events/42']);
const isRoute = (path: string) => routes.has(path);

describe('breadcrumbsFromPath', () => {
  it('is only Home on the home page', () => {
    expect(breadcrumbsFromPath('/', 'DASHBOARD', isRoute)).toEqual([
      { text: null, to: '/', isLink: false, isCurrent: true, segment: null },
    ]);
  });

  it('builds one crumb per segment, ending with the page title', () => {
    expect(breadcrumbsFromPath('/ROWING/events/42/tickets', 'EVENT TICKETS', isRoute)).toEqual([
      { text: null, to: '/', isLink: true, isCurrent: false, segment: null },
      { text: 'ROWING', to: '/ROWING', isLink: false, isCurrent: false, segment: 'ROWING' },
      { text: 'Events', to: '/ROWING/events', isLink: true, isCurrent: false, segment: 'events' },
      { text: '42', to: '/ROWING/events/42', isLink: true, isCurrent: false, segment: '42' },
      {
        text: 'EVENT TICKETS',
        to: '/ROWING/events/42/tickets',
        isLink: false,
        isCurrent: true,
        segment: 'tickets',
      },
    ]);
  });

  it('shows the name a page gave its address instead of the id', () => {
    const names = new Map([['/ROWING/events/42', 'Autumn regatta']]);
    const crumbs = breadcrumbsFromPath(
      '/ROWING/events/42/tickets',
      'EVENT TICKETS',
      isRoute,
      (path) => names.get(path),
    );
    expect(crumbs.map((crumb) => crumb.text)).toEqual([
      null,
      'ROWING',
      'Events',
      'Autumn regatta',
      'EVENT TICKETS',
    ]);
  });

  it('does not link addresses that are no page', () => {
    const crumbs = breadcrumbsFromPath('/membership/abc/history', 'MEMBERSHIPS HISTORY', isRoute);
    expect(crumbs.map((crumb) => crumb.isLink)).toEqual([true, false, false, false]);
  });
});

describe('segmentLabel', () => {
  it('turns hyphens to spaces and shortens long ids', () => {
    expect(segmentLabel('contact-us')).toBe('Contact us');
    expect(segmentLabel('3f2b8c1e-1d2a-4a5b-9c8d-0e1f2a3b4c5d')).toBe('3f2b8c1e…');
    expect(segmentLabel('%E2%9C%93')).toBe('✓');
    expect(segmentLabel('%E2')).toBe('%E2');
  });
});
