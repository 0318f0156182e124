import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activePaymentConfigurationParamsSchema,
  membershipConfigurationListSchema,
  organisationListSchema,
  orgParamsSchema,
  paymentConfigurationItemParamsSchema,
  paymentConfigurationSchema,
  publicMembershipOfferListSchema,
} from '@portal/contracts/organisation';
import { clubToday } from '#src/lib/club-calendar.ts';
import {
  activePaymentConfiguration,
  listMembershipConfigurations,
  listOrganisations,
  listPublicMembershipOffers,
  paymentConfigurationItem,
} from './organisations.service.ts';

const tagged = { tags: ['organisations'] };

/**
 * SPEC.md section 7, `{org}` = `/org`. Organisation data is the same for every member, so these
 * need a signed-in caller but no acting member; the public list needs nothing.
 */
export function registerOrganisationRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  routes.get(
    '/org/api/v1/org/list',
    {
      schema: {
        ...tagged,
        summary: 'Organisations, with enabled, ready-for-renewal and the active payment provider',
        response: { 200: organisationListSchema },
      },
    },
    () => listOrganisations(db, clubToday()),
  );

  routes.get(
    '/org/api/v1/org/:orgId/config/membership/list',
    {
      schema: {
        ...tagged,
        summary: 'The membership configurations of an organisation, with their price breakdown',
        params: orgParamsSchema,
        response: { 200: membershipConfigurationListSchema },
      },
    },
    (request) => listMembershipConfigurations(db, request.params.orgId, clubToday()),
  );

  routes.get(
    '/org/api/v1/org/:orgId/config/payment/:provider/active',
    {
      schema: {
        ...tagged,
        summary: 'The active payment configuration of an organisation (never its secret)',
        params: activePaymentConfigurationParamsSchema,
        response: { 200: paymentConfigurationSchema },
      },
    },
    (request) => activePaymentConfiguration(db, request.params.orgId, request.params.provider),
  );

  routes.get(
    '/org/api/v1/org/:orgId/config/payment/item/:paymentProviderId',
    {
      schema: {
        ...tagged,
        summary: 'One payment configuration of an organisation (never its secret)',
        params: paymentConfigurationItemParamsSchema,
        response: { 200: paymentConfigurationSchema },
      },
    },
    (request) =>
      paymentConfigurationItem(db, request.params.orgId, request.params.paymentProviderId),
  );

  routes.get(
    '/org/api/v1/public/membership-list',
    {
      schema: {
        tags: ['organisations'],
        summary: 'Open to visitors: each organisation’s membership types and prices',
        response: { 200: publicMembershipOfferListSchema },
      },
    },
    () => listPublicMembershipOffers(db, clubToday()),
  );
}
