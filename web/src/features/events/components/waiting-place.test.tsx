import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { PlaceInLine, PlaceOffered } from './waiting-place.tsx';

const offer = {
  quantity: 1,
  // 18:30 in Copenhagen (winter time).
  offerExpiresAt: '2026-11-21T17:30:00.000Z',
  isPaid: true,
  isTaking: false,
  isGivingBack: false,
  problem: null,
};

const withMantine = (node: React.ReactNode) =>
  render(<MantineProvider env="test">{node}</MantineProvider>);

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
// Before each test and after the last, not after each: a screen still drawn then (Testing
// Library unmounts it later) would be drawn again in English outside the test.
beforeEach(() => changeLanguage('en'));
afterAll(() => changeLanguage('en'));

describe('PlaceOffered', () => {
  it('says until when the place is held, in club time, and takes or gives it back', async () => {
    const onTake = vi.fn();
    const onGiveBack = vi.fn();
    withMantine(<PlaceOffered {...offer} onTake={onTake} onGiveBack={onGiveBack} />);
    expect(screen.getByRole('heading', { name: 'A place is free for you' })).toBeInTheDocument();
    expect(screen.getByText(/held for you until Sat, 21 Nov 2026, 18:30/)).toBeInTheDocument();
    expect(screen.getByText('You pay by card in the next step.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take the place' }));
    await userEvent.click(screen.getByRole('button', { name: 'Give it back' }));
    expect(onTake).toHaveBeenCalledOnce();
    expect(onGiveBack).toHaveBeenCalledOnce();
  });

  it('names several places in the plural, without a card for a free event', () => {
    withMantine(
      <PlaceOffered {...offer} quantity={3} isPaid={false} onTake={vi.fn()} onGiveBack={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: '3 places are free for you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take the places' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give them back' })).toBeInTheDocument();
    expect(screen.queryByText('You pay by card in the next step.')).toBeNull();
  });

  it('says so in Danish, with the Danish clock', async () => {
    await changeLanguage('da');
    withMantine(<PlaceOffered {...offer} quantity={2} onTake={vi.fn()} onGiveBack={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Der er 2 pladser til dig' })).toBeInTheDocument();
    expect(
      screen.getByText(/holdes til dig indtil lør\. 21\. nov\. 2026, 18\.30/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tag pladserne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giv dem tilbage' })).toBeInTheDocument();
  });
});

describe('PlaceInLine', () => {
  it('says where one stands and for whom, and leaves the line', async () => {
    const onLeave = vi.fn();
    withMantine(
      <PlaceInLine
        position={2}
        quantity={2}
        names="Anna Jensen, Emil Jensen"
        onLeave={onLeave}
        isLeaving={false}
        problem="You could not leave the waiting list. Please try again."
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'You are number 2 on the waiting list' }),
    ).toBeInTheDocument();
    expect(screen.getByText('For Anna Jensen, Emil Jensen.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not leave');
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
