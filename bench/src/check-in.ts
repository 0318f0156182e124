// Check-in at the door (issue 15.3) at a busy entrance: four phones, each signed in as the club's
// administrator, scan 50 tickets a second between them, one scan per request, and now and then
// two phones scan the same ticket at the same moment. Each ticket must be checked in exactly once.
import { randomUUID } from 'node:crypto';
import { DoorDevice } from './door-device.ts';
import type { DoorEvent } from './door-event.ts';
import { percentile } from './purchase-flow.ts';

export const devicesAtTheDoor = 4;
export const scansPerSecond = 50;
/** Every 10th scan is a ticket another phone scans at the same moment. */
const twinEvery = 10;
/** Scans per device before the measured ones, so first-use costs are not measured. */
const warmUpScans = 5;

export interface CheckInBenchResult {
  tickets: number;
  scans: number;
  /** From the first scan due to the last answer: below the offered rate when the door falls behind. */
  answeredPerSecond: number;
  /** Tickets scanned twice at once, on two devices. */
  twins: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The slowest of the four devices' downloads of the door list, fetched at once. */
  listMs: number;
  ok: number;
  alreadyCheckedIn: number;
  errors: number;
  /** Scans the server shed under load (503) and the device sent again later. */
  shed: number;
  /** Tickets scanned, the measured scans' and the warm-up's. */
  distinctScanned: number;
  /** What the door list says afterwards. */
  checkedIn: number;
  /** Empty when every ticket scanned was checked in exactly once. */
  problems: string[];
}

/** Enough tickets for a run of `seconds` at the door's rate, and never fewer than 1,000. */
export function ticketsFor(seconds: number): number {
  return Math.max(1000, devicesAtTheDoor * warmUpScans + Math.ceil(scansPerSecond * seconds));
}

interface DoorList {
  tickets: { code: string; state: string }[];
  counts: { checkedIn: number; tickets: number };
}

interface ScanAnswer {
  outcomes: { result: string }[];
}

interface PlannedScan {
  /** Milliseconds after the start. */
  due: number;
  device: number;
  code: string;
}

/**
 * Scan i is due at i / rate on device i mod 4, so each device offers a quarter of the rate. Every
 * 10th scan takes the previous scan's ticket and moment, on the next device: the race at the door.
 */
function plan(codes: string[], seconds: number): PlannedScan[] {
  const scans: PlannedScan[] = [];
  const total = Math.round(scansPerSecond * seconds);
  let nextTicket = 0;
  for (let index = 0; index < total; index++) {
    const previous = scans[index - 1];
    const device = index % devicesAtTheDoor;
    if (previous && index % twinEvery === twinEvery - 1) {
      scans.push({ due: previous.due, device, code: previous.code });
      continue;
    }
    const code = codes[nextTicket++];
    if (code === undefined) throw new Error(`too few tickets at the door for ${total} scans`);
    scans.push({ due: (index * 1000) / scansPerSecond, device, code });
  }
  return scans;
}

const scanOf = (code: string) => ({
  nonce: randomUUID().replaceAll('-', ''),
  code,
  kind: 'entry',
  scannedAt: new Date().toISOString(),
});

/** Checks that each ticket scanned was checked in once: by the answers, and by the door list. */
function verify(
  answers: Map<string, string[]>,
  list: DoorList,
  scanned: Set<string>,
  errors: number,
): string[] {
  const problems: string[] = [];
  if (errors > 0) problems.push(`${errors} scans failed or answered outside the contract`);
  for (const [code, results] of answers) {
    const sorted = [...results].sort().join(', ');
    const expected = results.length === 1 ? 'ok' : 'already_checked_in, ok';
    if (sorted !== expected) problems.push(`${code} was answered ${sorted}, not ${expected}`);
  }
  const checkedIn = new Set(
    list.tickets.filter((t) => t.state === 'checked_in').map((t) => t.code),
  );
  const missing = [...scanned].filter((code) => !checkedIn.has(code));
  const extra = [...checkedIn].filter((code) => !scanned.has(code));
  if (missing.length > 0) problems.push(`${missing.length} scanned tickets are not checked in`);
  if (extra.length > 0) problems.push(`${extra.length} tickets never scanned are checked in`);
  if (list.counts.checkedIn !== scanned.size) {
    problems.push(`the door counts ${list.counts.checkedIn} in, not ${scanned.size}`);
  }
  return problems;
}

/**
 * Open loop: each scan is sent at its due moment whatever earlier ones are doing, and its latency
 * counts from that moment, as load.ts does.
 */
async function offerScans(devices: DoorDevice[], base: string, scans: PlannedScan[]) {
  const answers = new Map<string, string[]>();
  const latencies: number[] = [];
  let errors = 0;
  let shed = 0;
  const start = performance.now();
  let lastAnswer = start;
  const send = async (scan: PlannedScan, due: number) => {
    try {
      const device = devices[scan.device];
      if (!device) throw new Error(`there is no device ${scan.device}`);
      const answer = await device.callUntilAccepted<ScanAnswer>('POST', `${base}/check-ins`, {
        scans: [scanOf(scan.code)],
      });
      shed += answer.shed;
      lastAnswer = performance.now();
      latencies.push(lastAnswer - due);
      const result = answer.body.outcomes[0]?.result;
      if (answer.status !== 200 || result === undefined) errors++;
      else answers.set(scan.code, [...(answers.get(scan.code) ?? []), result]);
    } catch {
      errors++;
    }
  };
  const pending: Promise<void>[] = [];
  let sent = 0;
  while (sent < scans.length) {
    const now = performance.now() - start;
    for (let scan = scans[sent]; scan && scan.due <= now; scan = scans[++sent]) {
      pending.push(send(scan, start + scan.due));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return {
    answers,
    latencies,
    errors,
    shed,
    answeredPerSecond: latencies.length / ((lastAnswer - start) / 1000),
  };
}

export async function benchCheckIn(
  origin: string,
  door: DoorEvent,
  seconds: number,
): Promise<CheckInBenchResult> {
  // One after another, as phones are set up at the door; four password checks at once on a
  // server just started can lag its event loop past the load-shedding limit.
  const devices: DoorDevice[] = [];
  for (let index = 0; index < devicesAtTheDoor; index++) {
    devices.push(await DoorDevice.signIn(origin, 'admin@demo.test', 'demo-password'));
  }
  const [reader] = devices;
  if (!reader) throw new Error('there are no devices at the door');
  const base = `/event/api/v1/admin/organisations/ROWING/events/${door.eventId}`;
  try {
    // Each phone first downloads the door list, so it can decide scans offline too.
    const listStarted = performance.now();
    const lists = await Promise.all(
      devices.map(async (device) => {
        const answer = await device.callUntilAccepted<DoorList>('GET', `${base}/check-in`);
        return { ...answer, ms: performance.now() - listStarted };
      }),
    );
    for (const list of lists) {
      if (list.status !== 200 || list.body.tickets.length !== door.codes.length) {
        throw new Error(`the door list answered ${list.status} with the wrong tickets`);
      }
    }
    const warmUp = door.codes.slice(0, devicesAtTheDoor * warmUpScans);
    await Promise.all(
      devices.map(async (device, index) => {
        for (const code of warmUp.slice(index * warmUpScans, (index + 1) * warmUpScans)) {
          await device.callUntilAccepted('POST', `${base}/check-ins`, { scans: [scanOf(code)] });
        }
      }),
    );

    const scans = plan(door.codes.slice(warmUp.length), seconds);
    const { answers, latencies, errors, shed, answeredPerSecond } = await offerScans(
      devices,
      base,
      scans,
    );

    const list = await reader.callUntilAccepted<DoorList>('GET', `${base}/check-in`);
    if (list.status !== 200) throw new Error(`the door list answered ${list.status}`);
    const scanned = new Set([...warmUp, ...scans.map((scan) => scan.code)]);
    const results = [...answers.values()].flat();
    return {
      tickets: door.codes.length,
      scans: scans.length,
      answeredPerSecond,
      twins: scans.length - new Set(scans.map((scan) => scan.code)).size,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      listMs: Math.max(...lists.map((answer) => answer.ms)),
      ok: results.filter((result) => result === 'ok').length,
      alreadyCheckedIn: results.filter((result) => result === 'already_checked_in').length,
      errors,
      shed,
      distinctScanned: scanned.size,
      checkedIn: list.body.counts.checkedIn,
      problems: verify(answers, list.body, scanned, errors),
    };
  } finally {
    for (const device of devices) device.close();
  }
}

/** Fails the bench loudly: a check-in counted twice or lost is a wrong door, not a slow one. */
export function assertCheckedInOnce(database: string, result: CheckInBenchResult): void {
  if (result.problems.length === 0) return;
  throw new Error(
    `Check-in bench on ${database}: tickets were not checked in exactly once:\n  ` +
      result.problems.slice(0, 20).join('\n  '),
  );
}
