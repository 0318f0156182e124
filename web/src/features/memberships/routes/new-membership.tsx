import { Alert, Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { useParticipants } from '#src/lib/members/list-participants.ts';
import { useOwnMember } from '#src/lib/members/use-own-member.ts';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { AlertIcon } from '#src/lib/icons.tsx';
import { useMembershipOffers } from '../api/get-membership-offers.ts';
import { membershipOverviewQueryOptions } from '../api/get-membership-overview.ts';
import { usePurchasePreview } from '../api/preview-purchase.ts';
import { useStartPurchase } from '../api/start-purchase.ts';
import { BillingDetails } from '../components/billing-details.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { ParticipantChoices } from '../components/participant-choices.tsx';
import { PriceTable } from '../components/price-table.tsx';
import { billingFromMember } from '../lib/billing.ts';
import { buildBreakdown } from '../lib/breakdown.ts';
import { formatMoney } from '#src/lib/format.ts';
import { purchaseErrorText } from '../lib/purchase-error.ts';
import {
  purchaseInput,
  purchaseParticipants,
  unapprovedParticipants,
} from '../lib/purchase-participants.ts';
import { renewalPreselection } from '../lib/renewal-preselection.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /membership/new: choose an organisation and memberships, check the summary, pay by card. */
export function Component() {
  const { t } = useTranslation(membershipsNs);
  const [params] = useSearchParams();
  const offers = useMembershipOffers();
  const self = useOwnMember();
  const family = useParticipants();
  // `?renew={orgKey}`: the one-click Renew of a renewal invitation chooses next period's types.
  const renewKey = params.get('renew');
  const overview = useQuery({ ...membershipOverviewQueryOptions(), enabled: renewKey !== null });
  const [chosenOrg, setChosenOrg] = useState<string | null>(params.get('orgId'));
  // Null until the member chooses: until then the renewal's preselection holds.
  const [pickedChoices, setChoices] = useState<Record<string, string> | null>(null);
  const [pickedAutoRenewals, setAutoRenewals] = useState<Record<string, boolean> | null>(null);
  const purchase = useStartPurchase();
  const isPhone = useMediaQuery('(max-width: 36em)');

  const organisations = offers.data ?? [];
  const participants = useMemo(
    () => (self.data ? purchaseParticipants(self.data, family.data ?? []) : []),
    [self.data, family.data],
  );
  const preselection = useMemo(
    () =>
      renewKey && offers.data && overview.data
        ? renewalPreselection(renewKey, offers.data, overview.data, participants)
        : null,
    [renewKey, offers.data, overview.data, participants],
  );
  const choices = pickedChoices ?? preselection?.choices ?? {};
  const autoRenewals = pickedAutoRenewals ?? preselection?.autoRenewals ?? {};
  const orgId = chosenOrg ?? preselection?.orgId;
  const organisation = organisations.find((item) => item.id === orgId) ?? organisations[0];
  const configurations = useMemo(
    () => organisation?.membershipTypes.filter((item) => item.isOnOffer) ?? [],
    [organisation],
  );
  const breakdown = buildBreakdown(participants, choices, configurations);
  // The server refuses a preview with nothing chosen, so it is asked only once something is.
  const input =
    organisation && breakdown.lines.length > 0
      ? purchaseInput(organisation.id, participants, choices, currentLanguage(), autoRenewals)
      : null;
  const preview = usePurchasePreview(input);

  const failed = [offers, self, family].find((query) => query.isError);
  if (failed) return <LoadFailed onRetry={() => void failed.refetch()} />;
  // Without the overview the page still works, only without the renewal's choices.
  if (!offers.data || !self.data || !family.data || (renewKey !== null && overview.isPending))
    return <Loading />;

  const billing = preview.data?.billing ?? billingFromMember(self.data);
  const isBlocked = billing.addressProblems.length > 0 || breakdown.lines.length === 0;
  const currency = configurations[0]?.currency ?? 'DKK';
  // The purchase's failure first; else the preview's (e.g. a type no longer on offer).
  const failure = purchase.isError
    ? purchase.error
    : input && preview.isError
      ? preview.error
      : null;
  const errorText = failure ? purchaseErrorText(failure) : null;

  const pay = () => {
    if (!input || isBlocked) return;
    purchase.mutate(input, {
      // A full redirect to the hosted window: card data never touches our pages.
      onSuccess: (result) => window.location.assign(result.paymentWindowLink),
    });
  };

  return (
    <Stack gap="lg" maw={880}>
      <Section title={t('purchase.organisation')}>
        <SegmentedControl
          aria-label={t('purchase.chooseOrganisation')}
          data={organisations.map((item) => ({ value: item.id, label: item.name }))}
          value={organisation?.id ?? ''}
          onChange={(value) => {
            setChosenOrg(value);
            setChoices({});
            setAutoRenewals({});
          }}
          fullWidth
          // Organisation names are long: stacked on phones rather than cut off.
          orientation={isPhone || organisations.length > 2 ? 'vertical' : 'horizontal'}
        />
      </Section>
      <Section title={t('purchase.participants')}>
        <ParticipantChoices
          participants={participants}
          unapproved={unapprovedParticipants(family.data)}
          selfId={self.data.id}
          configurations={configurations}
          choices={choices}
          onChoose={(memberId, choice) => setChoices({ ...choices, [memberId]: choice })}
          autoRenewals={autoRenewals}
          onAutoRenewal={(memberId, isOn) => setAutoRenewals({ ...autoRenewals, [memberId]: isOn })}
        />
      </Section>
      <Section title={t('purchase.billing')}>
        <BillingDetails billing={billing} />
      </Section>
      <Section title={t('purchase.summary')}>
        {breakdown.lines.length === 0 ? (
          <Text c="dimmed">{t('purchase.nothingChosen')}</Text>
        ) : (
          <PriceTable
            caption={organisation?.name ?? ''}
            currency={currency}
            total={breakdown.total}
            rows={breakdown.lines.map((line) => ({
              ...line,
              key: line.memberId,
              label: line.memberName,
              detail: line.membershipName,
            }))}
          />
        )}
        {errorText && (
          <Alert color="red" icon={<AlertIcon size={20} />} role="alert">
            {errorText.key === 'refused'
              ? errorText.detail
              : errorText.key === 'badInput'
                ? t('purchase.badInput', { detail: errorText.detail })
                : t(`purchase.${errorText.key}`)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('purchase.redirectNote')}
        </Text>
        <Button
          size="md"
          onClick={pay}
          disabled={isBlocked}
          loading={purchase.isPending || purchase.isSuccess}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('purchase.pay', { amount: formatMoney(breakdown.total.total, currency) })}
        </Button>
      </Section>
    </Stack>
  );
}
