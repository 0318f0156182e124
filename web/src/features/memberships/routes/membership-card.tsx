import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { KeptLoadFailed, KeptNotice } from '#src/lib/offline/kept-notice.tsx';
import { Loading } from '#src/lib/ui/load-state.tsx';
import { useMembershipCards } from '../api/get-membership-cards.ts';
import { MembershipCardView } from '../components/membership-card-view.tsx';
import { membershipCardNs } from '../i18n/membership-card-namespace.ts';

/**
 * /membership-card: the digital membership card of the member and of their family, one per
 * membership valid today. The last cards seen stay on the device and open without a network.
 */
export function Component() {
  const { t } = useTranslation(membershipCardNs);
  const cards = useMembershipCards();
  if (cards.isPending) return <Loading />;
  if (!cards.data) return <KeptLoadFailed onRetry={cards.refetch} />;
  return (
    <Stack gap="lg">
      {cards.keptAt && <KeptNotice keptAt={cards.keptAt} />}
      {cards.data.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('empty')}</Text>
          <Anchor component={Link} to="/memberships" c="blue.9">
            {t('toMemberships')}
          </Anchor>
        </Stack>
      ) : (
        <>
          <Text>{t('intro')}</Text>
          <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
            {cards.data.map((card) => (
              <MembershipCardView key={card.membershipId} card={card} />
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            {t('offlineHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
