import type { FastifyRequest } from 'fastify';
import { AppError } from '#src/lib/errors.ts';

const orgKeyPattern = /^[A-Za-z0-9_]{2,32}$/;

/**
 * The organisation a call is made in: SPEC.md section 7 has every call carry the header
 * `orgKey` (value ALL). It fills entry 1 of WhatsApp template 1.
 */
export function organisationOf(request: FastifyRequest): string {
  const value = request.headers.orgkey;
  if (value === undefined) return 'ALL';
  if (typeof value !== 'string' || !orgKeyPattern.test(value)) {
    throw AppError.badRequest('orgKey', 'must be an organisation key such as ALL');
  }
  return value.toUpperCase();
}
