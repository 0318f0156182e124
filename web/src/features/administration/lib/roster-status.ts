import type { RosterStatus } from '@portal/contracts/roster';

export const rosterStatusColours: Record<RosterStatus, string> = {
  active: 'green',
  ready_for_renewal: 'blue',
  expired: 'gray',
  never_paid: 'yellow',
};
