import { z } from 'zod';
import { memberAddressSchema } from './member.ts';
import { dateOfBirthSchema, firstNameSchema, lastNameSchema, phoneSchema } from './member-input.ts';
import { genders } from './member-fields.ts';
import { emailSchema } from './validation.ts';

/** Participants and family links (SPEC.md sections 3 and 4 "Family invitation"). */

export const familyInvitationStatuses = ['pending', 'approved', 'rejected'] as const;
export const familyInvitationStatusSchema = z.enum(familyInvitationStatuses);
export type FamilyInvitationStatus = z.infer<typeof familyInvitationStatusSchema>;

/** How many children one member may keep as participants. */
export const maxChildrenPerMember = 20;

const childFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  gender: z.enum(genders).nullable(),
  dateOfBirth: dateOfBirthSchema.nullable(),
  phone: phoneSchema.nullable(),
};

/** POST member/participant: a child without a login of its own (no email). */
export const createChildInputSchema = z.strictObject({
  ...childFields,
  lastName: lastNameSchema.default(''),
  gender: childFields.gender.optional(),
  dateOfBirth: childFields.dateOfBirth.optional(),
  phone: childFields.phone.optional(),
});
export type CreateChildInput = z.input<typeof createChildInputSchema>;

/** PUT member/participant/{id}: fields left out keep their value, null clears one. */
export const updateChildInputSchema = z
  .strictObject(childFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'give at least one field to change');
export type UpdateChildInput = z.input<typeof updateChildInputSchema>;

export const participantIdParamsSchema = z.strictObject({ id: z.uuid() });

export const childParticipantSchema = z.object({
  kind: z.literal('child'),
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  familyInvitationStatus: z.literal('approved'),
});

/**
 * Another member invited by email. Until they approve, the inviter sees only the email they typed
 * and the status: name, phone and address are null (SPEC.md: unapproved links see nothing).
 */
export const linkedParticipantSchema = z.object({
  kind: z.literal('linked'),
  /** The linked member's id: DELETE member/participant/{id} unlinks or withdraws. */
  id: z.uuid(),
  invitationId: z.uuid(),
  email: z.string(),
  familyInvitationStatus: familyInvitationStatusSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: memberAddressSchema.nullable(),
});

export const participantSchema = z.discriminatedUnion('kind', [
  childParticipantSchema,
  linkedParticipantSchema,
]);
export type Participant = z.infer<typeof participantSchema>;
export type ChildParticipant = z.infer<typeof childParticipantSchema>;
export type LinkedParticipant = z.infer<typeof linkedParticipantSchema>;

/** POST family/invitation: invite an existing member by email. */
export const createFamilyInvitationInputSchema = z.strictObject({ email: emailSchema });
export type CreateFamilyInvitationInput = z.input<typeof createFamilyInvitationInputSchema>;

export const familyInvitationSchema = z.object({
  id: z.uuid(),
  inviterEmail: z.string(),
  inviteeEmail: z.string(),
  status: familyInvitationStatusSchema,
  /** The inviter's first and last name. */
  inviterName: z.string(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

/**
 * GET family/invitation/by-email: filters on the invitations the caller sent or received; an
 * email of someone else only narrows that set, it never widens it.
 */
export const familyInvitationsQuerySchema = z.strictObject({
  inviterEmail: emailSchema.optional(),
  /** The invitee's email. */
  email: emailSchema.optional(),
});
export type FamilyInvitationsQuery = z.input<typeof familyInvitationsQuerySchema>;

export const familyInvitationIdQuerySchema = z.strictObject({ id: z.uuid() });
export const familyInvitationIdParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * The answer of family/invitation/status/approved|rejected. A failure is a problem+json answer
 * (404, 409) instead, whose numeric `status` is never 'success'.
 */
export const answerFamilyInvitationResultSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type AnswerFamilyInvitationResult = z.infer<typeof answerFamilyInvitationResultSchema>;
