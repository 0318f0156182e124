import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';

interface Props {
  opened: boolean;
  title: string;
  /** What confirming will do, in a sentence. */
  lead: string;
  reasonHint?: string;
  confirmLabel: string;
  pending: boolean;
  /** Shown when the last try failed. */
  failure: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a cancellation, which is told to those it concerns. */
export function ReasonDialog(props: Props) {
  const { t } = useTranslation(administrationNs);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('eventEditor.close') }}
      zIndex={1000}
    >
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (reason.trim() === '') setMissing(true);
          else props.onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{props.lead}</Text>
          <TextInput
            label={t('eventEditor.cancelReason')}
            description={props.reasonHint}
            value={reason}
            error={missing ? t('eventEditor.errors.required') : undefined}
            onChange={(changed) => {
              setReason(changed.currentTarget.value);
              setMissing(false);
            }}
            data-autofocus
          />
          {props.failure && (
            <Alert color="red" role="alert">
              {props.failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('eventEditor.keep')}
            </Button>
            <Button type="submit" color="red" loading={props.pending}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
