import type { StaffEventDetail } from '@portal/contracts/event-administration';
import { maxOfferHoldHours } from '@portal/contracts/waiting-list';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useSaveEvent } from '../api/staff-events.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';
import {
  type EventFormErrors,
  type EventFormValues,
  serverEventErrors,
  toEventInput,
} from './event-form-model.ts';

interface Props {
  orgKey: string;
  /** The event being edited, or null for a new one (perhaps a copy). */
  eventId: string | null;
  initial: EventFormValues;
  /** Places already taken: the capacity may not go below. */
  placesTaken: number;
  onSaved: (event: StaffEventDetail) => void;
  onCancel: () => void;
}

type TextField = Exclude<keyof EventFormValues, 'forMembers' | 'guestsInvited' | 'enabled'>;

/** Every field of an event, checked here and again by the server, which names its fields too. */
export function EventForm({ orgKey, eventId, initial, placesTaken, onSaved, onCancel }: Props) {
  const { t } = useTranslation(administrationNs);
  const save = useSaveEvent(orgKey);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: EventFormErrors) => {
    setErrors(found);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };
  const edit = <K extends keyof EventFormValues>(name: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const errorOf = (name: keyof EventFormValues) => {
    const key = errors[name];
    return key === undefined
      ? undefined
      : t(`eventEditor.errors.${key}`, { count: placesTaken, max: maxOfferHoldHours });
  };
  const text = (name: TextField) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      edit(name, event.currentTarget.value),
  });
  const check = (name: 'forMembers' | 'guestsInvited' | 'enabled') => ({
    name,
    checked: values[name],
    error: errorOf(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      edit(name, event.currentTarget.checked),
  });

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const { input, errors: found } = toEventInput(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    save.mutate(
      { id: eventId, input },
      { onSuccess: onSaved, onError: (error) => showErrors(serverEventErrors(error)) },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && !Object.values(errors).some(Boolean) && (
          <Alert color="red" role="alert">
            {t('eventEditor.failed')}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('eventEditor.about')}
            </Title>
            <TextInput label={t('eventEditor.title')} withAsterisk {...text('title')} />
            <Textarea
              label={t('eventEditor.description')}
              description={t('eventEditor.descriptionHint')}
              autosize
              minRows={4}
              {...text('description')}
            />
            <TextInput label={t('eventEditor.location')} {...text('location')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="datetime-local"
                label={t('eventEditor.startDate')}
                withAsterisk
                {...text('startDate')}
              />
              <TextInput
                type="datetime-local"
                label={t('eventEditor.endDate')}
                withAsterisk
                {...text('endDate')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('eventEditor.sale')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                type="datetime-local"
                label={t('eventEditor.publicDate')}
                description={t('eventEditor.publicDateHint')}
                withAsterisk
                {...text('publicDate')}
              />
              <TextInput
                type="datetime-local"
                label={t('eventEditor.saleStart')}
                description={t('eventEditor.saleStartHint')}
                {...text('saleStart')}
              />
              <TextInput
                type="datetime-local"
                label={t('eventEditor.saleEnd')}
                description={t('eventEditor.saleEndHint')}
                {...text('saleEnd')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <TextInput
                label={t('eventEditor.capacity')}
                description={t('eventEditor.capacityHint')}
                inputMode="numeric"
                {...text('capacity')}
              />
              <TextInput
                label={t('eventEditor.maxPerBooking')}
                description={t('eventEditor.maxPerBookingHint')}
                inputMode="numeric"
                {...text('maxPerBooking')}
              />
              <TextInput
                label={t('eventEditor.memberPrice')}
                description={t('eventEditor.priceHint')}
                inputMode="decimal"
                {...text('memberPrice')}
              />
              <TextInput
                label={t('eventEditor.guestPrice')}
                description={t('eventEditor.priceHint')}
                inputMode="decimal"
                {...text('guestPrice')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('eventEditor.offerHoldHours')}
                description={t('eventEditor.offerHoldHoursHint', { max: maxOfferHoldHours })}
                inputMode="numeric"
                {...text('offerHoldHours')}
              />
            </SimpleGrid>
            <Checkbox label={t('eventEditor.forMembers')} {...check('forMembers')} />
            <Checkbox
              label={t('eventEditor.guestsInvited')}
              description={t('eventEditor.guestsInvitedHint')}
              {...check('guestsInvited')}
            />
            <Checkbox
              label={t('eventEditor.enabled')}
              description={t('eventEditor.enabledHint')}
              {...check('enabled')}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('eventEditor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('eventEditor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
