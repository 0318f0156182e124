/**
 * What the member's fields may hold and how a name is shown, without zod: pages, texts and the
 * shell read them without building the member schemas.
 */

export const genders = ['female', 'male', 'other'] as const;
export type Gender = (typeof genders)[number];

export const memberListMaxSize = 1000;
export const profileImageMaxBytes = 2 * 1024 * 1024;
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProfileImageType = (typeof profileImageTypes)[number];

export const phoneMessage = 'Phone must be in international form, e.g. +45 20 12 34 56';

/** A person's name as the portal shows it: first and last name, without a stray space. */
export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
