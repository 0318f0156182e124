import { retentionYears } from '@portal/contracts/personal-data';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { apiErrorOf, problemDetail } from '#src/lib/api-error.ts';
import { useAuthSession } from '#src/lib/auth/auth-session-context.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { downloadMyData } from '../api/download-my-data.ts';
import { yourDataNs } from '../i18n/your-data-namespace.ts';

/** "Your data" on My Profile: the member's copy of their data, and the deletion of the account. */
export function YourData() {
  const { t } = useTranslation(yourDataNs);
  const [isDownloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  const download = () => {
    setDownloading(true);
    setDownloadError(null);
    downloadMyData()
      .catch((error: unknown) =>
        setDownloadError(problemDetail(apiErrorOf(error)?.problem) ?? t('downloadFailed')),
      )
      .finally(() => setDownloading(false));
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="your-data">
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-data">
          {t('heading')}
        </Title>
        <Text>{t('intro')}</Text>
        <Anchor component={Link} to="/privacy" w="fit-content">
          {t('privacyLink')}
        </Anchor>
        {downloadError && (
          <Alert color="red" role="alert">
            {downloadError}
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={download} loading={isDownloading}>
            {t('download')}
          </Button>
          <Button variant="outline" color="red" onClick={() => setDeleting(true)}>
            {t('delete')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('downloadHint')}
        </Text>
      </Stack>
      <DeleteAccountDialog opened={isDeleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(yourDataNs);
  const session = useAuthSession();
  const deletion = useDeleteAccount();
  const [password, setPassword] = useState('');
  const problem = apiErrorOf(deletion.error)?.problem;
  const isWrongPassword = problem?.code === 'account_password_wrong';
  const failure = deletion.error ? (problemDetail(problem) ?? t('dialog.failed')) : null;

  const close = () => {
    setPassword('');
    deletion.reset();
    onClose();
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    deletion.mutate(
      { password },
      // Nothing is left to sign out of at the provider: the tabs only forget their tokens.
      { onSuccess: () => void session.accountDeleted() },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{t('dialog.deleted')}</Text>
          <List size="sm" spacing={2}>
            {t('dialog.deletedItems', { returnObjects: true }).map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text fw={600}>{t('dialog.kept')}</Text>
          <List size="sm" spacing={2}>
            {t('dialog.keptItems', {
              returnObjects: true,
              years: retentionYears.bookkeeping,
            }).map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm">{t('dialog.also')}</Text>
          <PasswordInput
            label={t('dialog.password')}
            description={t('dialog.passwordHint')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
            error={isWrongPassword ? failure : undefined}
            data-autofocus
          />
          {failure && !isWrongPassword && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={deletion.isPending}
              disabled={password.length === 0}
            >
              {t('dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
