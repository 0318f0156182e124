import { describe, expect, it } from 'vitest';
import { pickerLabel, searchMembers } from './member-search.ts';

const members = [
  { id: '1', firstName: 'Anna', lastName: 'Jensen', email: 'member@demo.test' },
  { id: '2', firstName: 'Mette', lastName: 'Larsen', email: 'admin@demo.test' },
  { id: '3', firstName: 'Ole', lastName: 'Hansen', email: 'noaddress@demo.test' },
];

describe('searchMembers (SPEC.md section 5)', () => {
  it('matches any part of first name, last name or email, whatever the case', () => {
    expect(searchMembers(members, 'jens').map((m) => m.id)).toEqual(['1']);
    expect(searchMembers(members, 'ETT').map((m) => m.id)).toEqual(['2']);
    expect(searchMembers(members, 'NOADDRESS@').map((m) => m.id)).toEqual(['3']);
    expect(searchMembers(members, 'demo.test').map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('lists everyone for an empty search and no one for a search that matches nothing', () => {
    expect(searchMembers(members, '  ')).toHaveLength(3);
    expect(searchMembers(members, 'zz')).toEqual([]);
  });

  it('labels a member as firstName - lastName', () => {
    expect(pickerLabel({ firstName: 'Anna', lastName: 'Jensen' })).toBe('Anna - Jensen');
  });
});
