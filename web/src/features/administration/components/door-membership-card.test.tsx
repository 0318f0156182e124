import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { type CardCheck, MembershipCardAnswer } from './door-membership-card.tsx';

const show = (state: CardCheck) =>
  render(
    <MantineProvider env="test">
      <MembershipCardAnswer state={state} />
    </MantineProvider>,
  );

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('a membership card at the door', () => {
  it('says a member, with the type and period, and that it checks no one in', () => {
    show({
      status: 'answered',
      answer: {
        result: 'member',
        memberName: 'Anna Jensen',
        typeName: 'Adult',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Member: Anna Jensen');
    expect(alert).toHaveTextContent('Adult, 1 Jan 2026 – 31 Dec 2026');
    expect(alert).toHaveTextContent('A membership card checks no one in to the event.');
  });

  it('says so when the membership is not valid today, or the card is not the club’s', () => {
    show({
      status: 'answered',
      answer: {
        result: 'expired',
        memberName: 'Anna Jensen',
        typeName: 'Adult',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No valid membership today: Anna Jensen');
    show({
      status: 'answered',
      answer: {
        result: 'unknown',
        memberName: null,
        typeName: null,
        startDate: null,
        endDate: null,
      },
    });
    expect(screen.getByText('Not a membership card of this club')).toBeInTheDocument();
  });

  it('says that a card needs a network', () => {
    show({ status: 'offline' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A membership card can only be checked with a network.',
    );
  });
});
