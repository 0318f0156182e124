import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { addressProblemOf } from '@portal/contracts/address-check';
import type { PurchasePreview } from '@portal/contracts/membership';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { Link } from 'react-router';
import { AlertIcon } from '#src/lib/icons.tsx';

type Billing = PurchasePreview['billing'];

/**
 * The billing details the server takes from the profile. An incomplete address blocks payment
 * with the single notice of SPEC.md section 5 and a link to edit the profile.
 */
export function BillingDetails({ billing }: { billing: Billing }) {
  const { t } = useTranslation(membershipsNs);
  const problemText = (problem: string) => {
    const key = addressProblemOf(problem);
    return key ? t(`purchase.addressProblems.${key}`) : problem;
  };
  const address = [
    billing.addressLine1,
    billing.addressLine2,
    billing.addressLine3,
    [billing.postCode, billing.city].filter(Boolean).join(' '),
    billing.country,
  ].filter(Boolean);
  return (
    <Stack gap="xs">
      <Text fw={600}>{billing.name}</Text>
      <Text size="sm">{billing.email}</Text>
      {billing.phone && <Text size="sm">{billing.phone}</Text>}
      {address.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
      {billing.addressProblems.length > 0 && (
        <Alert color="red" icon={<AlertIcon size={20} />} role="alert">
          <Stack gap={4}>
            <Text fw={600}>{t('purchase.profileIncomplete')}</Text>
            {billing.addressProblems.map((problem) => (
              <Text size="sm" key={problem}>
                {problemText(problem)}
              </Text>
            ))}
            <Anchor component={Link} to="/memberships?trigger=editMainParticipant">
              {t('purchase.editProfile')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
