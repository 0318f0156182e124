import { retentionYears } from '@portal/contracts/personal-data';
import { Anchor, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { usePrivacyContacts } from '../api/get-privacy-contacts.ts';
import { privacyNs } from '../i18n/privacy-namespace.ts';

/**
 * /privacy, open to everyone: what the portal keeps, why and for how long, the member's rights,
 * and how to reach each club's contact person.
 */
export function Component() {
  const { t } = useTranslation(privacyNs);
  const isSignedIn = useAuth().isAuthenticated;
  const years = retentionYears.bookkeeping;
  const rows = t('kept.rows', { returnObjects: true, years });
  return (
    <Stack gap="xl" maw={960}>
      <Text>{t('intro')}</Text>

      <Stack gap="sm" component="section" aria-labelledby="privacy-kept">
        <Title order={2} size="h3" id="privacy-kept">
          {t('kept.heading')}
        </Title>
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Caption>{t('kept.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('kept.what')}</Table.Th>
                  <Table.Th>{t('kept.why')}</Table.Th>
                  <Table.Th>{t('kept.howLong')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.what}>
                    <Table.Td>{row.what}</Table.Td>
                    <Table.Td>{row.why}</Table.Td>
                    <Table.Td>{row.howLong}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Title order={3} size="h4">
          {t('saved.heading')}
        </Title>
        <Text>{t('saved.body')}</Text>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="privacy-rights">
        <Title order={2} size="h3" id="privacy-rights">
          {t('rights.heading')}
        </Title>
        <List spacing="xs">
          {t('rights.items', { returnObjects: true }).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        {isSignedIn && (
          <Anchor component={Link} to="/my-profile" w="fit-content">
            {t('rights.profileLink')}
          </Anchor>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="privacy-contacts">
        <Title order={2} size="h3" id="privacy-contacts">
          {t('contacts.heading')}
        </Title>
        <Contacts />
        {isSignedIn && (
          <Text>
            <Anchor component={Link} to="/contact-us">
              {t('contacts.contactUs')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function Contacts() {
  const { t } = useTranslation(privacyNs);
  const contacts = usePrivacyContacts();
  if (contacts.isError) {
    return (
      <LoadFailed message={t('contacts.loadFailed')} onRetry={() => void contacts.refetch()} />
    );
  }
  if (!contacts.data) return <Loading />;
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm">
          <Table.Caption>{t('contacts.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contacts.club')}</Table.Th>
              <Table.Th>{t('contacts.address')}</Table.Th>
              <Table.Th>{t('contacts.cvr')}</Table.Th>
              <Table.Th>{t('contacts.contact')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.data.map((club) => (
              <Table.Tr key={club.key}>
                <Table.Td>{club.name}</Table.Td>
                <Table.Td>{club.address ?? '—'}</Table.Td>
                <Table.Td>{club.cvrNumber ?? '—'}</Table.Td>
                <Table.Td>
                  {club.contactEmail ? (
                    <Anchor href={`mailto:${club.contactEmail}`}>{club.contactEmail}</Anchor>
                  ) : (
                    t('contacts.noContact')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
