import { createHash } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { participantPrice } from '@portal/contracts/price';
import type { Database, Executor } from './client.ts';
import {
  membershipConfigurations,
  membershipHistory,
  membershipPaymentLines,
  membershipPayments,
  memberships,
  members,
  organisations,
  paymentConfigurations,
  sandboxAuthorizations,
} from './schema/index.ts';

/**
 * A club worth administering: ROWING's generated members, with a mix of what a real register
 * holds (paid this year, paid only last year, a purchase never paid, families with children),
 * made from a fixed seed so every demo and every screenshot shows the same people. Their
 * payments are on the sandbox's books as captured, so an administrator can refund one.
 */
export const demoClubSize = 60;
const emailDomain = 'roklub.demo.test';

const firstNames = [
  'Anders',
  'Birgitte',
  'Christian',
  'Dorthe',
  'Erik',
  'Freja',
  'Gustav',
  'Hanne',
  'Ida',
  'Karina',
  'Lars',
  'Maja',
  'Niels',
  'Oliver',
  'Pernille',
  'Rasmus',
  'Signe',
  'Torben',
  'Ulla',
  'Vibeke',
  'William',
  'Astrid',
  'Bo',
  'Clara',
  'Frederik',
  'Ingrid',
  'Jonas',
  'Lene',
  'Mikkel',
];
// No Jens, Jensen or Hansen: the demo accounts' own names stay the only ones a search finds.
const lastNames = [
  'Andersen',
  'Christensen',
  'Johansen',
  'Larsen',
  'Madsen',
  'Mortensen',
  'Nielsen',
  'Olsen',
  'Pedersen',
  'Petersen',
  'Poulsen',
  'Rasmussen',
  'Sørensen',
  'Thomsen',
];
const streets = ['Tangkrogen', 'Marselis Boulevard', 'Strandvejen', 'Havnegade', 'Åboulevarden'];

/** A small, well-known generator (mulberry32): the same seed gives the same club. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const token = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

export async function hasDemoClub(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(like(members.email, `%@${emailDomain}`))
    .limit(1);
  return row !== undefined;
}

export async function seedDemoClub(db: Database, now = new Date(), seed = 14): Promise<void> {
  if (await hasDemoClub(db)) return;
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const year = now.getUTCFullYear();

  await db.transaction(async (tx) => {
    const [rowing] = await tx.select().from(organisations).where(eq(organisations.key, 'ROWING'));
    const [configuration] = await tx
      .select()
      .from(paymentConfigurations)
      .where(
        and(
          eq(paymentConfigurations.orgId, rowing?.id ?? ''),
          eq(paymentConfigurations.active, true),
        ),
      );
    if (!rowing || !configuration) return;
    const types = await tx
      .select()
      .from(membershipConfigurations)
      .where(eq(membershipConfigurations.orgId, rowing.id));
    const thisYear = (name: string) =>
      types.find((type) => type.name === name && type.startDate === `${year}-01-01`);
    const adult = thisYear('Adult');
    const junior = thisYear('Junior');
    if (!adult || !junior) return;
    // Last year's types, retired: history names them, nobody is offered them.
    const lastYear = await tx
      .insert(membershipConfigurations)
      .values(
        [adult, junior].map((type) => ({
          orgId: rowing.id,
          name: type.name,
          membershipPrice: type.membershipPrice - 5_000,
          vatRate: type.vatRate,
          membershipSurcharge: type.membershipSurcharge,
          startDate: `${year - 1}-01-01`,
          endDate: `${year - 1}-12-31`,
          retiredAt: new Date(`${year - 1}-12-31T23:00:00Z`),
        })),
      )
      .returning();

    const people = Array.from({ length: demoClubSize }, (_, index) => {
      const firstName = pick(firstNames);
      const lastName = pick(lastNames);
      const local = `${firstName}.${lastName}.${String(index + 1)}`
        .toLowerCase()
        .replaceAll('ø', 'oe')
        .replaceAll('å', 'aa')
        .replaceAll('æ', 'ae');
      return {
        firstName,
        lastName,
        email: `${local}@${emailDomain}`,
        phone: `+45 ${String(20_000_000 + Math.floor(random() * 79_999_999)).replace(/(\d{2})(?=\d)/g, '$1 ')}`,
        addressLine1: `${pick(streets)} ${String(1 + Math.floor(random() * 120))}`,
        postCode: '8000',
        city: 'Aarhus C',
        country: 'Denmark',
        preferredLanguage: random() < 0.8 ? ('da' as const) : ('en' as const),
        // Half pay this year; a fifth paid only last year; a sixth began a purchase and stopped.
        kind:
          index % 10 < 5
            ? 'active'
            : index % 10 < 7
              ? 'expired'
              : index % 10 < 9
                ? 'unpaid'
                : 'both',
      };
    });
    const inserted = await tx
      .insert(members)
      .values(people.map(({ kind: _kind, ...person }) => person))
      .returning({ id: members.id, email: members.email });
    const idOf = new Map(inserted.map((row) => [row.email, row.id]));

    // Every eighth member has a child who rows as a junior.
    const children = await tx
      .insert(members)
      .values(
        people
          .filter((_, index) => index % 8 === 3)
          .map((parent) => ({
            parentId: idOf.get(parent.email) ?? '',
            firstName: pick(firstNames),
            lastName: parent.lastName,
            dateOfBirth: `${year - 8 - Math.floor(random() * 8)}-0${String(1 + Math.floor(random() * 9))}-15`,
            familyLink: true,
            familyInvitationStatus: 'approved' as const,
          })),
      )
      .returning({ id: members.id, parentId: members.parentId, firstName: members.firstName });

    let serial = 0;
    for (const person of people) {
      const memberId = idOf.get(person.email) ?? '';
      const child = children.find((row) => row.parentId === memberId);
      const periods: { year: number; paid: boolean }[] = [];
      if (person.kind === 'expired' || person.kind === 'both')
        periods.push({ year: year - 1, paid: true });
      if (person.kind === 'active' || person.kind === 'both') periods.push({ year, paid: true });
      if (person.kind === 'unpaid') periods.push({ year, paid: false });
      const holders = [
        { id: memberId, name: `${person.firstName} ${person.lastName}`, adult: true },
        ...(child
          ? [{ id: child.id, name: `${child.firstName} ${person.lastName}`, adult: false }]
          : []),
      ];
      for (const holder of holders) {
        const paidEnd = periods
          .filter((period) => period.paid)
          .map((period) => period.year)
          .at(-1);
        const status = paidEnd === year ? 'active' : paidEnd === undefined ? 'inactive' : 'expired';
        await tx.insert(memberships).values({
          orgId: rowing.id,
          memberId: holder.id,
          status,
          overallStartDate: periods.find((period) => period.paid)
            ? `${String(periods.find((period) => period.paid)?.year)}-01-01`
            : null,
          overallEndDate: paidEnd === undefined ? null : `${String(paidEnd)}-12-31`,
        });
      }
      const ids = await tx
        .select({ id: memberships.id, memberId: memberships.memberId })
        .from(memberships)
        .where(
          and(
            eq(memberships.orgId, rowing.id),
            inArray(
              memberships.memberId,
              holders.map((holder) => holder.id),
            ),
          ),
        );
      for (const period of periods) {
        serial += 1;
        const lines = holders.map((holder) => {
          const type =
            period.year === year
              ? holder.adult
                ? adult
                : junior
              : (lastYear.find((item) => item.name === (holder.adult ? 'Adult' : 'Junior')) ??
                adult);
          return { holder, type, price: participantPrice(type) };
        });
        const total = lines.reduce((sum, line) => sum + line.price.total, 0);
        const orderNumber = `ROWIN-M-DEMO${String(serial).padStart(7, '0')}`;
        const paidAt = new Date(
          Date.UTC(
            period.year,
            Math.floor(random() * (period.year === year ? now.getUTCMonth() + 1 : 12)),
            1 + Math.floor(random() * 27),
            9 + Math.floor(random() * 10),
          ),
        );
        let authorizationIdentifier: string | null = null;
        if (period.paid) {
          const [authorization] = await tx
            .insert(sandboxAuthorizations)
            .values({
              merchantKeyHash: createHash('sha256')
                .update(`sandbox-merchant:${configuration.clientSecret}`)
                .digest('hex'),
              orderNumber,
              amount: total,
              currency: 'DKK',
              maskedPan: '411111XXXXXX1111',
              cardType: 'Visa',
              isTest: true,
              status: 'captured',
              capturedAmount: total,
            })
            .returning({ id: sandboxAuthorizations.id });
          authorizationIdentifier = authorization?.id ?? null;
        }
        const history = await tx
          .insert(membershipHistory)
          .values(
            lines.map((line) => ({
              membershipId: ids.find((row) => row.memberId === line.holder.id)?.id ?? '',
              memberId: line.holder.id,
              membershipConfId: line.type.id,
              membershipFor: period.year,
              startDate: line.type.startDate,
              endDate: line.type.endDate,
              status: period.paid
                ? period.year === year
                  ? ('active' as const)
                  : ('expired' as const)
                : ('inactive' as const),
              statusChangeDate: paidAt,
              createdAt: paidAt,
            })),
          )
          .returning({ id: membershipHistory.id, memberId: membershipHistory.memberId });
        const [payment] = await tx
          .insert(membershipPayments)
          .values({
            membershipHistoryId: history[0]?.id ?? '',
            billingName: `${person.firstName} ${person.lastName}`,
            billingAddress: `${person.addressLine1}, ${person.postCode} ${person.city}`,
            billingEmail: person.email,
            billingPhone: person.phone,
            totalMembers: lines.length,
            totalMembershipFee: total,
            paymentMethod: 'sandbox',
            paymentStatus: period.paid ? 'paid' : 'declined',
            paymentTotal: total,
            totalPaid: period.paid ? total : 0,
            returnToken: token(`return ${orderNumber}`),
            callbackToken: token(`callback ${orderNumber}`),
            orderNumber: `ROWIN-M-${memberId.slice(-11)}`,
            gatewayOrderNumber: orderNumber,
            orgId: rowing.id,
            paymentConfigurationId: configuration.id,
            payerMemberId: memberId,
            authorizationIdentifier,
            maskedCard: period.paid ? '411111XXXXXX1111' : null,
            captureStatus: period.paid ? 'done' : null,
            statusReason: period.paid ? null : 'The card was declined.',
            settledAt: paidAt,
            paymentCreatedAt: paidAt,
            paymentUpdatedAt: paidAt,
          })
          .returning({ id: membershipPayments.id });
        await tx.insert(membershipPaymentLines).values(
          lines.map((line, position) => ({
            paymentId: payment?.id ?? '',
            historyId: history.find((row) => row.memberId === line.holder.id)?.id ?? '',
            memberId: line.holder.id,
            membershipConfId: line.type.id,
            position,
            memberName: line.holder.name,
            membershipName: line.type.name,
            vatRate: line.type.vatRate,
            ...line.price,
          })),
        );
      }
    }
  });
}
