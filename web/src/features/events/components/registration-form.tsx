import type { BookingResult } from '@portal/contracts/event';
import { maxBookingQuantity } from '@portal/contracts/event';
import { Alert, Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useCheckedForm } from '#src/lib/ui/use-checked-form.ts';
import { useRegisterGuest } from '../api/register-guest.ts';
import {
  emailErrorText,
  type RegistrationValues,
  registrationProblem,
  toRegistrationInput,
  validateRegistration,
} from '../lib/registration-form.ts';
import { problemText } from './problem-text.ts';

interface RegistrationFormProps {
  eventId: string;
  onRegistered: (result: BookingResult, email: string) => void;
}

/** Name, email and places, checked here with the server's schema and again by the server. */
export function RegistrationForm({ eventId, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation(eventsNs);
  const register = useRegisterGuest(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors, formRef, change, handleSubmit } = useCheckedForm<RegistrationValues>(
    { name: '', email: '', quantity: '1' },
    validateRegistration,
  );

  const errorText = (field: keyof RegistrationValues) => {
    const message = errors[field];
    if (message === undefined) return undefined;
    const problem = registrationProblem(field, message);
    return problem.key === 'invalidEmail' ? emailErrorText : t(problem.key, problem);
  };

  const submit = handleSubmit((valid) => {
    setFailure(null);
    const input = toRegistrationInput(valid);
    register.mutate(input, {
      onSuccess: (result) => onRegistered(result, input.email.trim()),
      onError: (error) => setFailure(problemText(error, t('register.failed'))),
    });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={register.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
