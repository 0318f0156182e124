import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatDateTime } from './ics.ts';

describe('iCalendar', () => {
  it('escapes text values', () => {
    expect(escapeText('Row, eat; rest\\repeat\nagain')).toBe(
      'Row\\, eat\\; rest\\\\repeat\\nagain',
    );
  });

  it('writes UTC date-times in the basic format', () => {
    expect(formatDateTime(new Date('2026-11-23T08:15:30.123Z'))).toBe('20261123T081530Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'æ'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('builds a calendar with one event per booking, CRLF line ends', () => {
    const ics = buildCalendar('Member Portal – Anna Jensen', [
      {
        uid: 'event-1@member-portal',
        start: new Date('2026-12-20T08:00:00Z'),
        end: new Date('2026-12-20T15:00:00Z'),
        summary: 'Members’ regatta',
        location: 'Brabrand Sø, Aarhus',
        description: 'Aarhus Roklub. 2 tickets.',
        url: 'http://localhost:3000/ui/ROWING/events/1/tickets/2',
        stamp: new Date('2026-11-23T08:00:00Z'),
      },
    ]);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain('DTSTART:20261220T080000Z\r\n');
    expect(ics).toContain('LOCATION:Brabrand Sø\\, Aarhus\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
