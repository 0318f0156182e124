import { normaliseCountry } from '@portal/contracts/address-check';
import type { Member } from '@portal/contracts/member';
import { fullName, genders } from '@portal/contracts/member-fields';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { ProfileAvatar } from './profile-image-field.tsx';

function Detail({ label, value, empty }: { label: string; value: string | null; empty?: string }) {
  const { t } = useTranslation(membersNs);
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} c={value ? undefined : 'dimmed'}>
        {value || (empty ?? t('common.notGiven'))}
      </Text>
    </div>
  );
}

/** The profile as the member sees it on My Profile. */
export function ProfileDetails({ member }: { member: Member }) {
  const { t } = useTranslation(membersNs);
  const address = member.address;
  const country = normaliseCountry(address?.country);
  const lines = [
    address?.addressLine1,
    address?.addressLine2,
    address?.addressLine3,
    [address?.postCode, address?.city].filter(Boolean).join(' '),
    country ? t(`countries.${country}`) : address?.country,
  ].filter((line): line is string => Boolean(line));
  const gender = genders.find((item) => item === member.gender);

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Group gap="md">
            <ProfileAvatar member={member} size={72} />
            <div>
              <Title order={2} size="h3">
                {fullName(member)}
              </Title>
              <Text c="dimmed">{member.email}</Text>
            </div>
          </Group>
          <Button component={Link} to="/edit-profile">
            {t('profile.edit')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
          <Detail label={t('fields.phone')} value={member.phone} />
          <Detail
            label={t('fields.gender')}
            value={gender ? t(`genders.${gender}`) : member.gender}
          />
          <Detail label={t('fields.dateOfBirth')} value={member.dateOfBirth} />
          <Detail
            label={t('fields.preferredLanguage')}
            value={t(`languageNames.${member.preferredLanguage}`)}
          />
          <Detail
            label={t('fields.address')}
            value={lines.length > 0 ? lines.join(', ') : null}
            empty={t('profile.noAddress')}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
