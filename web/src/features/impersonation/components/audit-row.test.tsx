import { MantineProvider, Table } from '@mantine/core';
import type { AuditRecord } from '@portal/contracts/audit';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/features/impersonation/i18n/impersonation-namespace.ts';
import { AuditRow } from './audit-row.tsx';

const refused: AuditRecord = {
  id: '7d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
  occurredAt: '2026-11-24T10:00:00.000Z',
  actor: { subject: 'abc', email: 'super@demo.test' },
  actedAs: null,
  requestedMemberId: 'not-a-member<b>',
  action: 'impersonation_refused',
  method: 'GET',
  path: '/member/api/v1/membership/overview',
  statusCode: '400',
};

const renderRow = (record: AuditRecord) =>
  render(
    <MantineProvider env="test">
      <Table>
        <Table.Tbody>
          <AuditRow record={record} />
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );

describe('a row of the audit log', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });

  it('shows the id a refused attempt asked for, as text', () => {
    renderRow(refused);
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[2]).toBe('not-a-member<b>No member has this id');
    expect(cells[4]).toBe('Refused');
    // eslint-disable-next-line testing-library/no-node-access -- the point: no element was made
    expect(document.querySelector('b')).toBeNull();
  });
});
