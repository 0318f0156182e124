import { Text } from '@mantine/core';
import type { ParticipantPrice } from '@portal/contracts/price';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatMoney } from '#src/lib/format.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';

/** A membership type's yearly price, large, and what it is made of beneath it. */
export function MembershipPrice({
  price,
  currency,
}: {
  price: ParticipantPrice;
  currency: string;
}) {
  const { t } = useTranslation(membershipsNs);
  return (
    <>
      <Text size="xl" fw={700}>
        {formatMoney(price.total, currency)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('list.includes', {
          price: formatMoney(price.price, currency),
          vat: formatMoney(price.vat, currency),
          surcharge: formatMoney(price.surcharge, currency),
        })}
      </Text>
    </>
  );
}
