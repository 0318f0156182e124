import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';

type Errors = Partial<Record<string, string>>;

interface CheckedFormOptions {
  /**
   * The form comes drawn by the server and works before the app has taken the page over (issue
   * 19): what a visitor typed meanwhile is in its fields, not in the form's state, and is taken
   * from there when the app arrives.
   */
  drawnByServer?: boolean;
}

/**
 * The member forms on Mantine's form state: values, field errors (cleared as a field is edited)
 * and focus moved to the first field in error, so keyboard and screen reader users land on the
 * problem. `validate` checks the values with the shared schemas and names the fields in error;
 * the server's field errors are shown the same way.
 */
export function useCheckedForm<Values extends Record<keyof Values, string>>(
  initial: Values | (() => Values),
  validate: (values: Values) => Errors,
  { drawnByServer = false }: CheckedFormOptions = {},
) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: typeof initial === 'function' ? initial() : initial,
    validate: (values) => validate(values),
  });
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = () => {
    requestAnimationFrame(() =>
      formRef.current
        // Mantine's PasswordInput marks its input with data-invalid only.
        ?.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid="true"]')
        ?.focus(),
    );
  };

  const change = (field: keyof Values & string, value: string) => {
    // Every field of these forms holds text, whatever the path types say.
    form.setFieldValue(field, value as Parameters<typeof form.setFieldValue>[1]);
  };

  // Once, as the app takes the page over; later edits reach the state through onChange.
  const typedTaken = useRef(!drawnByServer);
  useEffect(() => {
    if (typedTaken.current) return;
    typedTaken.current = true;
    const fields = formRef.current?.elements;
    for (const [name, value] of Object.entries<string>(form.getValues())) {
      const field = fields?.namedItem(name);
      const typed =
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
          ? field.value
          : value;
      if (typed !== value) form.setFieldValue(name, typed as never);
    }
  }, [form]);

  const showErrors = (found: Errors) => {
    form.setErrors(found);
    focusFirstError();
  };

  /** A submit handler that runs `onValid` only when the values pass `validate`. */
  const handleSubmit = (onValid: (values: Values) => void) =>
    form.onSubmit((values) => onValid(values), focusFirstError);

  return {
    values: form.values,
    errors: form.errors as Errors,
    formRef,
    change,
    showErrors,
    handleSubmit,
  };
}
