import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '#src/db/client.ts';
import { placesLeft } from './event-view.ts';
import type { EventRow } from './events.repository.ts';

/**
 * How long an event the database found full is answered as full without reading it again. At a
 * sale start nearly every booking after the last place is refused, and this makes each refusal
 * free of the database. Places freed end it at once on every server: the transaction that frees
 * them sends a NOTIFY, heard by every server on the database when it commits. Only a change
 * made outside the portal (a capacity raised by hand in the database) waits this long.
 */
export const SOLD_OUT_MEMORY_MS = 1000;

/** The NOTIFY of freed places: its payload is the event's id. */
export const placesFreedChannel = 'portal_event_places_freed';

interface SoldOut {
  event: EventRow;
  seenAt: number;
}

interface Memory {
  soldOut: Map<string, SoldOut>;
  /** Counts the places-freed signals heard; a read that began before the last one is stale. */
  freedSignals: number;
}

// Per database, so that test apps cloned from one template (the same event ids) never share one.
const memoryBy = new WeakMap<Database, Memory>();

function memoryOf(db: Database): Memory {
  let memory = memoryBy.get(db);
  if (!memory) {
    memory = { soldOut: new Map(), freedSignals: 0 };
    memoryBy.set(db, memory);
  }
  return memory;
}

/** The event as the database last showed it, if that was without room in the last moment. */
export function recallSoldOut(db: Database, eventId: string, now: number): EventRow | null {
  const { soldOut } = memoryOf(db);
  const known = soldOut.get(eventId);
  if (!known) return null;
  if (now - known.seenAt < SOLD_OUT_MEMORY_MS) return known.event;
  soldOut.delete(eventId);
  return null;
}

/** Taken before reading an event, and handed to `noteEventRead` with what the read showed. */
export type ReadMark = number;

export function markRead(db: Database): ReadMark {
  return memoryOf(db).freedSignals;
}

/**
 * Records what a fresh read of the event showed: without room, or not. A read that began before
 * places were freed (here or on another server) may show the event full when it no longer is:
 * it is not remembered.
 */
export function noteEventRead(db: Database, event: EventRow, now: number, mark: ReadMark): void {
  const memory = memoryOf(db);
  if (placesLeft(event) !== 0) memory.soldOut.delete(event.id);
  else if (mark === memory.freedSignals) memory.soldOut.set(event.id, { event, seenAt: now });
}

/** Places of the event were freed here: the next booking reads the event again. */
export function forgetSoldOut(db: Database, eventId: string): void {
  const memory = memoryOf(db);
  memory.freedSignals += 1;
  memory.soldOut.delete(eventId);
}

/**
 * In the transaction that frees places of an event (or raises its capacity, or cancels it): every
 * server on the database forgets the event as sold out when the transaction commits, and never
 * if it rolls back.
 */
export async function announcePlacesFreed(tx: Executor, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${placesFreedChannel}, ${eventId})`);
}

/** Listens for the places freed by any server (this one included); the answer stops it. */
export function listenForFreedPlaces(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
): Promise<() => Promise<void>> {
  return database.listen(placesFreedChannel, (eventId) => forgetSoldOut(database.db, eventId));
}
