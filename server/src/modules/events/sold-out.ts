import type { Database } from '#src/db/client.ts';
import { placesLeft } from './event-view.ts';
import type { EventRow } from './events.repository.ts';

/**
 * How long an event the database found full is answered as full without reading it again. At a
 * sale start nearly every booking after the last place is refused, and this makes each refusal
 * free of the database. Places this server frees end it at once; places freed by another server
 * on the same PostgreSQL (or a capacity raised in the database) are seen at most this much later.
 */
export const SOLD_OUT_MEMORY_MS = 1000;

interface SoldOut {
  event: EventRow;
  seenAt: number;
}

// Per database, so that test apps cloned from one template (the same event ids) never share one.
const soldOutBy = new WeakMap<Database, Map<string, SoldOut>>();

function soldOutIn(db: Database): Map<string, SoldOut> {
  let soldOut = soldOutBy.get(db);
  if (!soldOut) {
    soldOut = new Map();
    soldOutBy.set(db, soldOut);
  }
  return soldOut;
}

/** The event as the database last showed it, if that was without room in the last moment. */
export function recallSoldOut(db: Database, eventId: string, now: number): EventRow | null {
  const soldOut = soldOutIn(db);
  const known = soldOut.get(eventId);
  if (!known) return null;
  if (now - known.seenAt < SOLD_OUT_MEMORY_MS) return known.event;
  soldOut.delete(eventId);
  return null;
}

/** Records what a fresh read of the event showed: without room, or not. */
export function noteEventRead(db: Database, event: EventRow, now: number): void {
  if (placesLeft(event) === 0) soldOutIn(db).set(event.id, { event, seenAt: now });
  else soldOutIn(db).delete(event.id);
}

/** Places of the event were freed here: the next booking reads the event again. */
export function forgetSoldOut(db: Database, eventId: string): void {
  soldOutIn(db).delete(eventId);
}
