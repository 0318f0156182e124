import type { Attendee } from '@portal/contracts/event-administration';
import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { ApiError, problemDetail } from '#src/lib/api-error.ts';
import { useAddBooking, useBookableMembers, useCancelBooking } from '../api/staff-events.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** A booking added by hand for one of the organisation's people: free, or paid in cash. */
export function AddBookingDialog({
  orgKey,
  eventId,
  opened,
  onClose,
  onAdded,
}: {
  orgKey: string;
  eventId: string;
  opened: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation(administrationNs);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const [payment, setPayment] = useState<'free' | 'cash'>('free');
  const [missing, setMissing] = useState(false);
  const people = useBookableMembers(orgKey, eventId, debounced);
  const add = useAddBooking(orgKey, eventId);
  const found = debounced.length >= 2 ? (people.data ?? []) : [];
  const problem = add.error instanceof ApiError ? add.error.problem : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('attendeeActions.addTitle')}
      closeButtonProps={{ 'aria-label': t('eventEditor.close') }}
      zIndex={1000}
    >
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          const person = found.find((candidate) => candidate.id === chosen);
          if (!person) {
            setMissing(true);
            return;
          }
          add.mutate(
            { memberId: person.id, payment },
            {
              onSuccess: () => {
                onAdded(person.name);
                setSearch('');
                setChosen(null);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('attendeeActions.findMember')}
            description={t('attendeeActions.findMemberHint')}
            type="search"
            value={search}
            onChange={(changed) => {
              setSearch(changed.currentTarget.value);
              setMissing(false);
            }}
            data-autofocus
          />
          {found.length > 0 && (
            <Radio.Group
              label={t('attendeeActions.who')}
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setMissing(false);
              }}
              error={missing ? t('attendeeActions.chooseMember') : undefined}
            >
              <Stack gap={6} mt={4}>
                {found.map((person) => (
                  <Radio
                    key={person.id}
                    value={person.id}
                    disabled={person.hasTicket}
                    label={`${person.name} · ${person.email}`}
                    description={
                      person.hasTicket
                        ? t('attendeeActions.hasTicket')
                        : person.isMember
                          ? t('attendeeActions.isMember')
                          : t('attendeeActions.notMember')
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {debounced.length >= 2 && people.isSuccess && found.length === 0 && (
            <Text size="sm">{t('attendeeActions.nobodyFound')}</Text>
          )}
          {missing && found.length === 0 && (
            <Text size="sm" c="red.8" role="alert">
              {t('attendeeActions.chooseMember')}
            </Text>
          )}
          <div>
            <Text size="sm" fw={500} mb={4} id="booking-payment">
              {t('attendeeActions.payment')}
            </Text>
            <SegmentedControl
              aria-labelledby="booking-payment"
              value={payment}
              onChange={(value) => setPayment(value === 'cash' ? 'cash' : 'free')}
              data={[
                { value: 'free', label: t('attendeeActions.free') },
                { value: 'cash', label: t('attendeeActions.cash') },
              ]}
            />
          </div>
          {add.isError && (
            <Alert color="red" role="alert">
              {problem?.code === 'member_already_booked' || problem?.code === 'event_full'
                ? problemDetail(problem)
                : t('attendeeActions.addFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('eventEditor.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('attendeeActions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Cancelling one booking: a card payment is paid back in full, once, whatever is clicked; cash the
 * club pays back itself. The dialog says which, from how the booking was paid.
 */
export function CancelBookingDialog({
  orgKey,
  eventId,
  attendee,
  onClose,
  onCancelled,
}: {
  orgKey: string;
  eventId: string;
  attendee: Attendee | null;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const { t } = useTranslation(administrationNs);
  const cancel = useCancelBooking(orgKey, eventId);
  // One key per dialog: a double click or a retry pays back once.
  const [key] = useState(() => crypto.randomUUID());
  return (
    <ReasonDialog
      opened={attendee !== null}
      title={t('attendeeActions.cancelTitle', { name: attendee?.booker.name ?? '' })}
      lead={
        attendee?.paidBy
          ? t(`attendeeActions.cancelPaidBy.${attendee.paidBy}`)
          : t('attendeeActions.cancelFree')
      }
      confirmLabel={t('attendeeActions.cancelBooking')}
      pending={cancel.isPending}
      failure={cancel.isError ? t('attendeeActions.cancelFailed') : null}
      onClose={onClose}
      onConfirm={(reason) => {
        if (!attendee) return;
        cancel.mutate(
          { entryId: attendee.entryId, reason, idempotencyKey: key },
          {
            onSuccess: (outcome) =>
              onCancelled(
                t(`attendeeActions.cancelled.${outcome.refund}`, { name: attendee.booker.name }),
              ),
          },
        );
      }}
    />
  );
}
