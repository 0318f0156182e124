import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Link } from 'react-router';
import { useMembershipOffers } from '../api/get-membership-offers.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { formatDate } from '#src/lib/format.ts';
import { MembershipPrice } from '#src/lib/memberships/membership-price.tsx';

/**
 * /membership-list, open to visitors: each organisation's membership types and yearly prices.
 * Joining goes to /membership/new, whose guard signs the visitor in first and returns there.
 */
export function Component() {
  const { t } = useTranslation(membershipsNs);
  const isSignedIn = useAuth().isAuthenticated;
  const offers = useMembershipOffers();
  // The answer arrives as an urgent update, drawn in one go; the offers (dozens of cards, and the
  // first money and date formats, which load their locale data) are drawn from this copy instead,
  // in a transition that leaves the phone responsive between slices.
  const shownOffers = useDeferredValue(offers.data);
  const organisations = (shownOffers ?? []).filter((item) => item.membershipTypes.length > 0);
  // The introduction shows at once (it is in the page's prerendered HTML); the offers follow.
  return (
    <Stack gap="lg" maw={1000}>
      <Text c="dimmed">{t('list.intro')}</Text>
      {offers.isError && <LoadFailed onRetry={() => void offers.refetch()} />}
      {(offers.isPending || (offers.data && !shownOffers)) && <Loading />}
      {shownOffers && organisations.length === 0 && <Text>{t('list.empty')}</Text>}
      {organisations.map((organisation) => (
        <Stack gap="sm" key={organisation.id} component="section">
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm" wrap="nowrap">
              {organisation.logo && (
                // The name beside it says what the logo would: it is decoration here.
                <Image src={organisation.logo} alt="" h={40} w="auto" fit="contain" />
              )}
              <Title order={2} size="h4">
                {organisation.name}
              </Title>
            </Group>
            <Button
              component={Link}
              to={`/membership/new?orgId=${organisation.id}`}
              variant="light"
              aria-label={`${isSignedIn ? t('common.join') : t('common.signInToJoin')}: ${organisation.name}`}
            >
              {isSignedIn ? t('common.join') : t('common.signInToJoin')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {organisation.membershipTypes.map((type) => (
              <Card withBorder radius="md" key={type.id}>
                <Stack gap={4}>
                  <Text fw={600}>{type.name}</Text>
                  <MembershipPrice price={type.price} currency={type.currency} />
                  <Text size="sm" c="dimmed">
                    {t('common.period', {
                      start: formatDate(type.startDate),
                      end: formatDate(type.endDate),
                    })}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
