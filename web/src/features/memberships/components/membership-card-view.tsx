import { type MembershipCard, membershipCardQrValue } from '@portal/contracts/membership-card';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDate } from '#src/lib/format.ts';
import { QrCode } from '#src/lib/ui/qr-code.tsx';
import { membershipCardNs } from '../i18n/membership-card-namespace.ts';

/** One card as the door sees it: who, of which club, what kind, until when, and the QR code. */
export function MembershipCardView({ card }: { card: MembershipCard }) {
  const { t } = useTranslation(membershipCardNs);
  const facts = [
    [t('type'), card.typeName],
    [
      t('period'),
      t('periodValue', { start: formatDate(card.startDate), end: formatDate(card.endDate) }),
    ],
  ] as const;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="li"
      maw={420}
      w="100%"
      data-testid="membership-card"
    >
      <Stack gap="sm" align="center">
        <Text fw={700} c="blue.9" ta="center">
          {card.organisation.name}
        </Text>
        <Title order={2} size="h3" ta="center">
          {card.memberName}
        </Title>
        <QrCode
          value={membershipCardQrValue(card.code)}
          label={t('qr', { name: card.memberName, organisation: card.organisation.name })}
          size={256}
        />
        <dl style={{ margin: 0, width: '100%' }}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <Text component="dt" size="sm" c="dimmed">
                {term}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0} ta="right">
                {value}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Card>
  );
}
