import { act, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCheckedForm } from './use-checked-form.ts';

interface Values {
  name: string;
  email: string;
}

function GuestForm({ onValid }: { onValid: (values: Values) => void }) {
  const { values, formRef, change, handleSubmit } = useCheckedForm<Values>(
    { name: '', email: '' },
    (checked) => (checked.name ? {} : { name: 'required' }),
    { drawnByServer: true },
  );
  return (
    <form ref={formRef} aria-label="Guest" onSubmit={handleSubmit(onValid)} noValidate>
      <input
        aria-label="Name"
        name="name"
        value={values.name}
        onChange={(event) => change('name', event.currentTarget.value)}
      />
      <input
        aria-label="Email"
        name="email"
        value={values.email}
        onChange={(event) => change('email', event.currentTarget.value)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

/**
 * As the app's page takes over: its effect tells the page's first script, which sends a held
 * submission again there and then, after the effects of the page's own parts.
 */
function SendsHeldSubmission({ children }: { children: ReactNode }) {
  useEffect(() => {
    screen.getByRole<HTMLFormElement>('form', { name: 'Guest' }).requestSubmit();
  }, []);
  return children;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The form as the server sent it, typed into (by each field's label) before the app took over. */
function drawnAndTypedInto(typed: Record<string, string>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<GuestForm onValid={() => undefined} />);
  document.body.append(container);
  for (const [label, value] of Object.entries(typed)) {
    screen.getByRole<HTMLInputElement>('textbox', { name: label }).value = value;
  }
  return container;
}

describe('a form the server drew', () => {
  it('takes what was typed into it before the app arrived', () => {
    const container = drawnAndTypedInto({ Name: 'Karen Early', Email: 'karen@example.dk' });
    const onValid = vi.fn();
    act(() => {
      root = hydrateRoot(container, <GuestForm onValid={onValid} />);
    });
    act(() => screen.getByRole<HTMLFormElement>('form', { name: 'Guest' }).requestSubmit());
    expect(onValid).toHaveBeenCalledWith({ name: 'Karen Early', email: 'karen@example.dk' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Karen Early');
  });

  it('is sent with what was typed when its submission was held until the app arrived', () => {
    const container = drawnAndTypedInto({ Name: 'Karen Early' });
    const onValid = vi.fn();
    act(() => {
      root = hydrateRoot(
        container,
        <SendsHeldSubmission>
          <GuestForm onValid={onValid} />
        </SendsHeldSubmission>,
      );
    });
    expect(onValid).toHaveBeenCalledWith({ name: 'Karen Early', email: '' });
  });
});
