import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';

interface Props {
  name: string;
  opened: boolean;
  isPending: boolean;
  hasFailed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Turning automatic renewal off is asked first: the member then renews by hand. */
export function TurnOffRenewalDialog({
  name,
  opened,
  isPending,
  hasFailed,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('renewal.turnOff')}
      zIndex={500}
      closeButtonProps={{ 'aria-label': t('renewal.close') }}
    >
      <Stack>
        <Text>{t('renewal.turnOffQuestion', { name })}</Text>
        {hasFailed && (
          <Alert color="red" role="alert">
            {t('renewal.changeFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('renewal.keepOn')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {t('renewal.turnOffConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
