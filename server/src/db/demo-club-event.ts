import { randomToken } from '@portal/contracts/random-token';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  checkIns,
  eventEntries,
  events,
  members,
  organisations,
  tickets,
  waitingListEntries,
} from './schema/index.ts';

/**
 * An event of the demo club to run at the door (in the club's own Danish, as a Danish club writes): full with 30 tickets of generated members, some
 * already checked in by the demo administrator, and one member on its waiting list. Added once;
 * found again by its title.
 */
export const demoDoorEvent = {
  title: 'Ergometerstafet',
  places: 30,
  checkedIn: 8,
};

export async function seedDemoDoorEvent(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [rowing] = await tx.select().from(organisations).where(eq(organisations.key, 'ROWING'));
    if (!rowing) return;
    const existing = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.orgId, rowing.id), eq(events.title, demoDoorEvent.title)));
    if (existing.length > 0) return;
    const people = await tx
      .select({
        id: members.id,
        email: members.email,
        firstName: members.firstName,
        lastName: members.lastName,
        preferredLanguage: members.preferredLanguage,
      })
      .from(members)
      .where(like(members.email, '%@roklub.demo.test'))
      .orderBy(asc(members.email))
      .limit(demoDoorEvent.places + 1);
    if (people.length <= demoDoorEvent.places) return;

    const start = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
    start.setUTCHours(17, 0, 0, 0);
    const [event] = await tx
      .insert(events)
      .values({
        orgId: rowing.id,
        title: demoDoorEvent.title,
        description:
          'Hold på fire ror hver 2.000 meter på ergometrene i bådhuset.\n\nMød op i ' +
          'træningstøj; bagefter er der suppe. Regler: https://example.org/stafet',
        location: 'Aarhus Roklub, Tangkrogen',
        startDate: start,
        endDate: new Date(start.getTime() + 3 * 60 * 60 * 1000),
        publicDate: new Date(now.getTime() - 10 * 24 * 60 * 60 * 1000),
        capacity: demoDoorEvent.places,
        placesTaken: demoDoorEvent.places,
        guestsInvited: false,
      })
      .returning({ id: events.id });
    if (!event) return;

    const [waiting, ...booked] = people;
    for (const [index, person] of booked.entries()) {
      const name = `${person.firstName} ${person.lastName}`;
      const [entry] = await tx
        .insert(eventEntries)
        .values({
          eventId: event.id,
          orgId: rowing.id,
          bookerId: person.id,
          email: person.email ?? '',
          name,
          language: person.preferredLanguage,
          quantity: 1,
          paymentStatus: 'free',
        })
        .returning({ id: eventEntries.id });
      const isIn = index < demoDoorEvent.checkedIn;
      const checkedInAt = new Date(now.getTime() - (demoDoorEvent.checkedIn - index) * 60_000);
      const [ticket] = await tx
        .insert(tickets)
        .values({
          eventEntryId: entry?.id ?? '',
          eventId: event.id,
          code: randomToken(24),
          holderName: name,
          participantId: person.id,
          status: isIn ? 'checked_in' : 'valid',
          checkedInAt: isIn ? checkedInAt : null,
          checkedInBy: isIn ? 'Mette Larsen' : null,
        })
        .returning({ id: tickets.id, code: tickets.code });
      if (isIn && ticket) {
        await tx.insert(checkIns).values({
          eventId: event.id,
          ticketId: ticket.id,
          code: ticket.code,
          nonce: randomToken(32),
          kind: 'entry',
          result: 'ok',
          byName: 'Mette Larsen',
          byEmail: 'admin@demo.test',
          scannedAt: checkedInAt,
        });
      }
    }
    if (waiting) {
      await tx.insert(waitingListEntries).values({
        eventId: event.id,
        memberId: waiting.id,
        email: waiting.email ?? '',
        name: `${waiting.firstName} ${waiting.lastName}`,
        language: waiting.preferredLanguage,
        participantIds: [waiting.id],
        quantity: 1,
        token: randomToken(),
      });
    }
  });
}
