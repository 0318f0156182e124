import type { MembershipType } from '@portal/contracts/membership-types';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { formatDate, formatMoney } from '#src/lib/format.ts';
import { EditIcon, TrashIcon } from '#src/lib/icons.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useChangeMembershipType, useMembershipTypes } from '../api/membership-types.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { MembershipTypeForm } from '../components/membership-type-form.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; type: MembershipType }
  | { kind: 'retire' | 'delete'; type: MembershipType }
  | null;

const stateColours = { offered: 'green', upcoming: 'blue', ended: 'gray', retired: 'gray' };

function MembershipTypes({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const types = useMembershipTypes(orgKey);
  const change = useChangeMembershipType(orgKey);
  const [showRetired, setShowRetired] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (types.isPending) return <Loading />;
  if (types.isError) return <LoadFailed onRetry={() => void types.refetch()} />;
  const shown = types.data.filter((type) => showRetired || type.state !== 'retired');

  const confirm = (kind: 'retire' | 'delete', type: MembershipType) =>
    change.mutate(
      { kind, id: type.id },
      {
        onSuccess: () => {
          setDialog(null);
          setOutcome(
            t(kind === 'retire' ? 'membershipTypes.retired' : 'membershipTypes.deleted', {
              name: type.name,
            }),
          );
        },
      },
    );

  return (
    <Stack gap="md">
      <Text>{t('membershipTypes.lead')}</Text>
      <Group justify="space-between">
        <Switch
          label={t('membershipTypes.showRetired')}
          checked={showRetired}
          onChange={(event) => setShowRetired(event.currentTarget.checked)}
        />
        <Button
          onClick={() => {
            setOutcome(null);
            setDialog({ kind: 'create' });
          }}
        >
          {t('membershipTypes.add')}
        </Button>
      </Group>
      {outcome && (
        <Alert color="green" role="status">
          {outcome}
        </Alert>
      )}
      {shown.length === 0 ? (
        <Text>{t('membershipTypes.empty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Caption>{t('membershipTypes.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('membershipTypes.name')}</Table.Th>
                  <Table.Th>{t('membershipTypes.total')}</Table.Th>
                  <Table.Th>{t('membershipTypes.period')}</Table.Th>
                  <Table.Th>{t('membershipTypes.offerStartDate')}</Table.Th>
                  <Table.Th>{t('membershipTypes.state')}</Table.Th>
                  <Table.Th>{t('membershipTypes.sold')}</Table.Th>
                  <Table.Th>{t('membershipTypes.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((type) => (
                  <Table.Tr key={type.id}>
                    <Table.Td fw={600}>{type.name}</Table.Td>
                    <Table.Td>
                      {formatMoney(type.price.total)}
                      <Text size="xs" c="dimmed">
                        {formatMoney(type.membershipPrice)} + {type.vatRate} % +{' '}
                        {formatMoney(type.membershipSurcharge)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(type.startDate)} – {formatDate(type.endDate)}
                    </Table.Td>
                    <Table.Td>
                      {type.offerStartDate
                        ? formatDate(type.offerStartDate)
                        : t('membershipTypes.offeredAtOnce')}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge color={stateColours[type.state]}>
                        {t(`membershipTypes.states.${type.state}`, {
                          date: type.offerStartDate ? formatDate(type.offerStartDate) : '',
                        })}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>{type.soldCount}</Table.Td>
                    <Table.Td>
                      {type.state !== 'retired' && (
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('membershipTypes.edit', { name: type.name })}
                            onClick={() => {
                              setOutcome(null);
                              setDialog({ kind: 'edit', type });
                            }}
                          >
                            <EditIcon size={18} />
                          </ActionIcon>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="gray"
                            aria-label={t('membershipTypes.retire', { name: type.name })}
                            onClick={() => setDialog({ kind: 'retire', type })}
                          >
                            {t('membershipTypes.retireConfirm')}
                          </Button>
                          {type.soldCount === 0 && (
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('membershipTypes.delete', { name: type.name })}
                              onClick={() => setDialog({ kind: 'delete', type })}
                            >
                              <TrashIcon size={18} />
                            </ActionIcon>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

      <Modal
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        closeButtonProps={{ 'aria-label': t('membershipTypes.cancel') }}
        title={
          dialog?.kind === 'edit'
            ? t('membershipTypes.editHeading', { name: dialog.type.name })
            : t('membershipTypes.createHeading')
        }
        size="lg"
      >
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
          <MembershipTypeForm
            orgKey={orgKey}
            type={dialog.kind === 'edit' ? dialog.type : null}
            onCancel={() => setDialog(null)}
            onSaved={(message) => {
              setDialog(null);
              setOutcome(message);
            }}
          />
        )}
      </Modal>

      <Modal
        opened={dialog?.kind === 'retire' || dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        closeButtonProps={{ 'aria-label': t('membershipTypes.cancel') }}
        title={
          dialog?.kind === 'retire' || dialog?.kind === 'delete'
            ? t(
                dialog.kind === 'retire'
                  ? 'membershipTypes.retireHeading'
                  : 'membershipTypes.deleteHeading',
                { name: dialog.type.name },
              )
            : ''
        }
      >
        {(dialog?.kind === 'retire' || dialog?.kind === 'delete') && (
          <Stack gap="md">
            <Text>
              {t(
                dialog.kind === 'retire'
                  ? 'membershipTypes.retireText'
                  : 'membershipTypes.deleteText',
              )}
            </Text>
            {change.isError && (
              <Alert color="red" role="alert">
                {t('membershipTypes.failed')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('membershipTypes.cancel')}
              </Button>
              <Button
                color={dialog.kind === 'delete' ? 'red.8' : 'blue'}
                loading={change.isPending}
                onClick={() => confirm(dialog.kind, dialog.type)}
              >
                {t(
                  dialog.kind === 'retire'
                    ? 'membershipTypes.retireConfirm'
                    : 'membershipTypes.deleteConfirm',
                )}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

export function Component() {
  return (
    <AdminFrame section="membershipTypes">
      {(organisation) => <MembershipTypes orgKey={organisation.key} />}
    </AdminFrame>
  );
}
