import { afterAll, describe, expect, it } from 'vitest';
import { setApiClientHooks } from '#src/lib/api-client.ts';
import { defaultPublicConfig } from '#src/lib/public-config.ts';
import { currentTranslatorLanguage, setTranslatorLanguage } from '#src/lib/i18n/translator.ts';
import {
  loadPageData,
  renderPage as markupAtBuild,
  renderPageWithData as markupWithData,
} from './render-page.tsx';

// The server renders the public membership list with its offers (issue 19), with the app's own
// components, so that the app hydrates it as it is.

const languageBefore = currentTranslatorLanguage();
afterAll(() => {
  // Test files share one page: the renderer's language and calls are the server's, not theirs.
  setTranslatorLanguage(languageBefore);
  setApiClientHooks({ getAccessToken: () => undefined });
});

// The server's own configuration, which renders a page per request.
const publicConfig = { ...defaultPublicConfig, issuer: 'https://portal.example/idp' };

const offers = [
  {
    id: '7f82fd43-7db2-4b7d-9441-47b891114c78',
    key: 'ROWING',
    name: 'Aarhus Roklub',
    logo: null,
    membershipTypes: [
      {
        id: 'bf97f3b2-806f-4d83-b4f5-79fa88e3eef0',
        orgId: '7f82fd43-7db2-4b7d-9441-47b891114c78',
        name: 'Adult',
        membershipPrice: 120000,
        currency: 'DKK',
        vatRate: 25,
        membershipSurcharge: 1500,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        offerStartDate: null,
        isOnOffer: true,
        price: { price: 120000, vat: 30000, surcharge: 1500, total: 151500 },
      },
    ],
  },
];

/** The server's in-process answers, as the renderer sees them: the calls it made are kept. */
function server(answers: Record<string, unknown>) {
  const asked: { url: string; headers: Headers }[] = [];
  const fetch = (input: string, init?: RequestInit) => {
    const url = input;
    asked.push({ url, headers: new Headers(init?.headers) });
    return Promise.resolve(
      url in answers
        ? Response.json(answers[url])
        : Response.json({ title: 'Not Found' }, { status: 404 }),
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

describe('public pages rendered with their data', () => {
  it('shows each organisation’s offers, where the page prerendered at build time shows a loader', async () => {
    const { fetch, asked } = server({
      '/org/api/v1/public/membership-list': offers,
    });
    const data = await loadPageData({ path: '/membership-list', fetch, config: publicConfig });
    expect(data.queries).toEqual([{ queryKey: ['membership-offers'], data: offers }]);
    // Public data only: no call carries a token.
    expect(asked.every(({ headers }) => !headers.has('authorization'))).toBe(true);

    const inEnglish = await markupWithData({ path: '/membership-list', language: 'en', data });
    expect(inEnglish).toContain('Aarhus Roklub');
    expect(inEnglish).toContain('Sign in to join');
    expect(inEnglish).toMatch(/DKK\s1,515\.00/);
    expect(inEnglish).not.toContain('aria-busy');
    const inDanish = await markupWithData({ path: '/membership-list', language: 'da', data });
    expect(inDanish).toContain('Log ind for at blive medlem');
    expect(inDanish).not.toContain('Sign in to join');

    const atBuild = await markupAtBuild({ path: '/membership-list', language: 'en', as: 'page' });
    expect(atBuild).not.toContain('Aarhus Roklub');
  });

  it('fails when a call fails, so that the server sends the prerendered page instead', async () => {
    const { fetch } = server({});
    await expect(
      loadPageData({ path: '/membership-list', fetch, config: publicConfig }),
    ).rejects.toThrow();
    // Nor is a page drawn with a configuration the app would refuse.
    const offered = server({ '/org/api/v1/public/membership-list': offers });
    await expect(
      loadPageData({ path: '/membership-list', fetch: offered.fetch, config: {} }),
    ).rejects.toThrow(/unexpected shape/);
  });

  it('draws an event’s page, and names the event in the breadcrumbs', async () => {
    const event = {
      id: '3f2b8c1e-0000-4000-8000-000000000000',
      orgId: '7f82fd43-7db2-4b7d-9441-47b891114c78',
      orgKey: 'ROWING',
      orgName: 'Aarhus Roklub',
      enabled: true,
      title: 'Open day at the boathouse',
      description: 'Try rowing with our coaches.',
      location: 'Tangkrogen',
      startDate: '2026-12-11T09:00:00.000Z',
      endDate: '2026-12-11T14:00:00.000Z',
      publicDate: '2026-11-01T09:00:00.000Z',
      saleStart: null,
      registrationDeadline: null,
      maxPerBooking: null,
      capacity: 60,
      placesLeft: 58,
      memberPrice: 0,
      guestPrice: 0,
      currency: 'DKK',
      forMembers: false,
      guestsInvited: true,
      bookingClosedReason: null,
    };
    const path = `/ROWING/events/${event.id}/register`;
    const { fetch } = server({
      [`/event/api/v1/public/eve/${event.id}`]: event,
    });
    const data = await loadPageData({ path, fetch, config: publicConfig });
    expect(data.crumbs).toEqual([[`/ROWING/events/${event.id}`, 'Open day at the boathouse']]);
    const markup = await markupWithData({ path, language: 'en', data });
    expect(markup).toContain('Register for Open day at the boathouse.');
    expect(markup).toContain('58 of 60 places left');
    expect(markup).toContain('>Open day at the boathouse</a>');
    // The form comes drawn too: the page is whole before the app, which loads when the guest acts
    // and takes from the fields what was typed meanwhile.
    expect(markup).toMatch(/<form[^>]*>.*name="name".*name="email".*name="quantity".*>Register</s);
  });

  it('draws the dashboard with its page, and the membership prompt hidden for the page’s script', async () => {
    const inEnglish = await markupAtBuild({ path: '/', language: 'en', as: 'page' });
    // The page behind the route guard, not a loader: the app hydrates it as it is.
    expect(inEnglish).toMatch(/<h2[^>]*id="upcoming-events"[^>]*>Upcoming events<\/h2>/);
    expect(inEnglish).toMatch(
      /<div data-membership-prompt="" hidden=""[^>]*>.*Become a member.*Take Membership/s,
    );
    const inDanish = await markupAtBuild({ path: '/', language: 'da', as: 'page' });
    expect(inDanish).toMatch(/<div data-membership-prompt="" hidden=""[^>]*>.*Bliv medlem/s);
    expect(inDanish).not.toContain('Become a member');
  });

  it('draws the shell of every other page around a loader, not the dashboard it is drawn at', async () => {
    // The shell is drawn at the dashboard's address; a member opening My Profile sees it until the
    // app has the page, so it must not show the dashboard's content or mark Home as the page.
    const shell = await markupAtBuild({ path: '/', language: 'en', as: 'shell' });
    expect(shell).toMatch(/<main[^>]*>.*role="status" aria-label="Loading…"/s);
    expect(shell).not.toContain('Upcoming events');
    expect(shell).not.toContain('All my tickets');
    expect(shell).not.toContain('aria-current');
    // The prompt waits hidden for the page's script, as on every page of the session.
    expect(shell).toMatch(/<div data-membership-prompt="" hidden=""[^>]*>.*Become a member/s);
    const inDanish = await markupAtBuild({ path: '/', language: 'da', as: 'shell' });
    expect(inDanish).toMatch(/role="status" aria-label="Indlæser…"/);
  });

  it('renders no other page with data', async () => {
    const { fetch } = server({});
    await expect(loadPageData({ path: '/tickets', fetch, config: publicConfig })).rejects.toThrow(
      /not rendered/,
    );
  });
});
