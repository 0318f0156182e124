import { type SyntheticEvent, useRef, useState } from 'react';

type Errors = Partial<Record<string, string>>;

/**
 * The state every member form shares: values, field errors (cleared as a field is edited), and
 * focus moved to the first field in error so keyboard and screen reader users land on the problem.
 */
export function useFieldForm<Values extends object>(
  initial: Values | (() => Values),
  validate: (values: Values) => Errors,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  /** A submit handler that runs `onValid` only when the values pass `validate`. */
  const handleSubmit = (onValid: (values: Values) => void) => (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    onValid(values);
  };

  return { values, errors, formRef, change, showErrors, handleSubmit };
}
