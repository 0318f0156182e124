import type { MemberListItem } from '@portal/contracts/member';

/**
 * SPEC.md section 5: case-insensitive, on any part of first name, last name or email. The list
 * keeps the server's order (first then last name).
 */
export function searchMembers(members: readonly MemberListItem[], text: string): MemberListItem[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...members];
  return members.filter((member) =>
    [member.firstName, member.lastName, member.email ?? ''].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/** `firstName - lastName`, as the picker lists members. */
export function pickerLabel(member: Pick<MemberListItem, 'firstName' | 'lastName'>): string {
  return `${member.firstName} - ${member.lastName}`;
}
