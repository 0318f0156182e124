import type { PublicEvent } from '@portal/contracts/event';
import { type BookingResult, maxBookingQuantity } from '@portal/contracts/event-entry';
import type { WaitingPlace } from '@portal/contracts/waiting-list';
import { Alert, Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import { useJoinWaitingListAsGuest } from '../api/join-waiting-list-as-guest.ts';
import { useRegisterGuest } from '../api/register-guest.ts';
import {
  emailErrorText,
  type RegistrationValues,
  registrationProblem,
  toRegistrationInput,
  validateRegistration,
} from '../lib/registration-form.ts';
import { guestJoinsWaitingList } from '../lib/waiting-list.ts';
import { problemText } from './problem-text.ts';

interface RegistrationFormProps {
  event: Pick<PublicEvent, 'id' | 'placesLeft' | 'bookingClosedReason'>;
  onRegistered: (result: BookingResult, email: string) => void;
  onJoinedWaitingList: (place: WaitingPlace, email: string) => void;
}

/**
 * Name, email and places, checked here with the server's schema and again by the server. When
 * the event has too few places for them, the same form joins its waiting list instead.
 */
export function RegistrationForm({
  event,
  onRegistered,
  onJoinedWaitingList,
}: RegistrationFormProps) {
  const { t } = useTranslation(eventsNs);
  const register = useRegisterGuest(event.id);
  const join = useJoinWaitingListAsGuest(event.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors, formRef, change, handleSubmit } = useCheckedForm<RegistrationValues>(
    { name: '', email: '', quantity: '1' },
    validateRegistration,
    // The event's page comes whole from the server; its app loads when the guest acts on it.
    { drawnByServer: true },
  );

  const errorText = (field: keyof RegistrationValues) => {
    const message = errors[field];
    if (message === undefined) return undefined;
    const problem = registrationProblem(field, message);
    return problem.key === 'invalidEmail' ? emailErrorText : t(problem.key, problem);
  };

  const quantity = Number(values.quantity);
  const joinsWaitingList = guestJoinsWaitingList(event, quantity);
  // Some places are left, but fewer than asked for: the guest is told before the button changes.
  const isShort = joinsWaitingList && event.bookingClosedReason === null;

  const submit = handleSubmit((valid) => {
    setFailure(null);
    const input = toRegistrationInput(valid);
    const email = input.email.trim();
    if (guestJoinsWaitingList(event, input.quantity)) {
      join.mutate(input, {
        onSuccess: (place) => onJoinedWaitingList(place, email),
        onError: (error) => setFailure(problemText(error, t('waiting.joinFailed'))),
      });
      return;
    }
    register.mutate(input, {
      onSuccess: (result) => onRegistered(result, email),
      onError: (error) => setFailure(problemText(error, t('register.failed'))),
    });
  });

  return (
    // Drawn by the server, the form is on the page before the app: a browser that sends it by
    // itself (no JavaScript) posts it, rather than putting the name and email in the address.
    <form ref={formRef} method="post" onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label={t('register.name')}
          name="name"
          withAsterisk
          autoComplete="name"
          maxLength={100}
          value={values.name}
          error={errorText('name')}
          onChange={(event) => change('name', event.currentTarget.value)}
        />
        <TextInput
          label={t('register.email')}
          name="email"
          type="email"
          withAsterisk
          autoComplete="email"
          value={values.email}
          error={errorText('email')}
          onChange={(event) => change('email', event.currentTarget.value)}
        />
        <NumberInput
          label={t('register.quantity')}
          description={t('register.quantityHint', { max: maxBookingQuantity })}
          name="quantity"
          withAsterisk
          min={1}
          max={maxBookingQuantity}
          allowDecimal={false}
          allowNegative={false}
          value={values.quantity}
          error={errorText('quantity')}
          onChange={(value) => change('quantity', String(value))}
        />
        {isShort && (
          <Text size="sm" role="status">
            {t('register.tooFewHint', { count: event.placesLeft ?? 0 })}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          loading={register.isPending || join.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {joinsWaitingList ? t('waiting.join') : t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
