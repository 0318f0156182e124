import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addAdministratorInputSchema,
  administratorParamsSchema,
  administratorsSchema,
  cardPaymentSettingsSchema,
  organisationKeyParamsSchema,
  organisationSettingsListSchema,
  organisationSettingsSchema,
  updateCardPaymentSettingsInputSchema,
  updateOrganisationSettingsInputSchema,
} from '@portal/contracts/administration';
import { originOf } from '#src/lib/audit.ts';
import { callerOf } from '#src/lib/auth.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { cardPaymentSettings, updateCardPaymentSettings } from './card-payment-settings.service.ts';
import {
  addOrganisationAdministrator,
  organisationAdministrators,
  removeOrganisationAdministrator,
} from './organisation-administrators.service.ts';
import {
  administeredOrganisations,
  organisationSettings,
  updateOrganisationSettings,
} from './organisation-settings.service.ts';

const base = '/org/api/v1/admin/organisations';
const docs = (summary: string) => ({ tags: ['administration'], summary });

/**
 * The club's side under `{org}/api/v1/admin`: every call checks that the signed-in user
 * administers the organisation it names (an ADMIN of it, or a SUPER_ADMIN).
 */
export function registerAdministrationRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.get(
    base,
    {
      schema: {
        ...docs('The organisations the signed-in user administers, with their settings'),
        response: { 200: organisationSettingsListSchema },
      },
    },
    async (request) => administeredOrganisations(ctx, callerOf(request)),
  );

  routes.get(
    `${base}/:orgKey`,
    {
      schema: {
        ...docs("An organisation's settings"),
        params: organisationKeyParamsSchema,
        response: { 200: organisationSettingsSchema },
      },
    },
    async (request) => organisationSettings(ctx, callerOf(request), request.params.orgKey),
  );

  routes.put(
    `${base}/:orgKey`,
    {
      schema: {
        ...docs("Changes an organisation's settings (audited with the values before and after)"),
        params: organisationKeyParamsSchema,
        body: updateOrganisationSettingsInputSchema,
        response: { 200: organisationSettingsSchema },
      },
    },
    async (request) =>
      updateOrganisationSettings(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        settings: request.body,
        origin: originOf(request),
      }),
  );

  routes.get(
    `${base}/:orgKey/administrators`,
    {
      schema: {
        ...docs("The organisation's administrators, or where an outside provider manages them"),
        params: organisationKeyParamsSchema,
        response: { 200: administratorsSchema },
      },
    },
    async (request) => organisationAdministrators(ctx, callerOf(request), request.params.orgKey),
  );

  routes.post(
    `${base}/:orgKey/administrators`,
    {
      schema: {
        ...docs('Makes an account ADMIN of the organisation (effective with its next token)'),
        params: organisationKeyParamsSchema,
        body: addAdministratorInputSchema,
        response: { 200: administratorsSchema },
      },
    },
    async (request) =>
      addOrganisationAdministrator(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        email: request.body.email,
        origin: originOf(request),
      }),
  );

  routes.delete(
    `${base}/:orgKey/administrators/:email`,
    {
      schema: {
        ...docs('Takes ADMIN of the organisation from an account'),
        params: administratorParamsSchema,
        response: { 200: administratorsSchema },
      },
    },
    async (request) =>
      removeOrganisationAdministrator(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        email: request.params.email,
        origin: originOf(request),
      }),
  );

  routes.get(
    `${base}/:orgKey/payment-configuration`,
    {
      schema: {
        ...docs('How the organisation takes card payments (never the API key itself)'),
        params: organisationKeyParamsSchema,
        response: { 200: cardPaymentSettingsSchema },
      },
    },
    async (request) => cardPaymentSettings(ctx, callerOf(request), request.params.orgKey),
  );

  routes.put(
    `${base}/:orgKey/payment-configuration`,
    {
      schema: {
        ...docs(
          'Changes the card gateway, test mode or Freepay API key (a new configuration; payments ' +
            'already begun are settled with theirs)',
        ),
        params: organisationKeyParamsSchema,
        body: updateCardPaymentSettingsInputSchema,
        response: { 200: cardPaymentSettingsSchema },
      },
    },
    async (request) =>
      updateCardPaymentSettings(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        settings: request.body,
        origin: originOf(request),
      }),
  );
}
