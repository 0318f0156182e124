import type { OrganisationSettings } from '@portal/contracts/administration';
import { administersAny } from '@portal/contracts/roles';
import { Anchor, Group, NativeSelect, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useSearchParams } from 'react-router';
import { useOwnGrants } from '#src/lib/auth/current-account.ts';
import { HttpStatusError } from '#src/lib/http-status-error.ts';
import { refusalText } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useAdministeredOrganisations } from '../api/organisation-settings.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';
import {
  type AdminSection,
  adminPath,
  adminSections,
  organisationParam,
} from '../lib/admin-sections.ts';
import classes from './admin-frame.module.css';

interface AdminFrameProps {
  section: AdminSection;
  /** The page itself, for the chosen organisation. */
  children: (organisation: OrganisationSettings) => ReactNode;
}

/**
 * Every page of the administration console: refused to those who administer nothing, with the
 * organisation switcher (kept in the address) and the console's tabs above the page.
 */
export function AdminFrame(props: AdminFrameProps) {
  // The route guard draws the page while the server's answer on the roles is on its way.
  const grants = useOwnGrants();
  if (!grants) return <Loading />;
  if (!administersAny(grants)) {
    throw new HttpStatusError(403, refusalText('administrators_only') ?? '');
  }
  return <AdministeredFrame {...props} />;
}

function AdministeredFrame({ section, children }: AdminFrameProps) {
  const { t } = useTranslation(administrationNs);
  const organisations = useAdministeredOrganisations();
  const [params, setParams] = useSearchParams();

  if (organisations.isPending) return <Loading />;
  if (organisations.isError) {
    return <LoadFailed onRetry={() => void organisations.refetch()} />;
  }
  const list = organisations.data;
  const chosen = params.get(organisationParam)?.toUpperCase();
  const current = list.find((organisation) => organisation.key === chosen) ?? list[0];
  if (!current) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <nav aria-label={t('console.label')} className={classes.tabs}>
          {adminSections.map((entry) => (
            <Anchor
              key={entry.key}
              component={Link}
              to={adminPath(entry.path, current.key)}
              className={classes.tab}
              aria-current={entry.key === section ? 'page' : undefined}
            >
              {t(`console.sections.${entry.key}`)}
            </Anchor>
          ))}
        </nav>
        {list.length > 1 && (
          <NativeSelect
            label={t('organisation')}
            value={current.key}
            onChange={(event) =>
              setParams((previous) => {
                const next = new URLSearchParams(previous);
                next.set(organisationParam, event.currentTarget.value);
                return next;
              })
            }
            data={list.map((organisation) => ({
              value: organisation.key,
              label: organisation.name,
            }))}
            miw={220}
          />
        )}
      </Group>
      {/* Keyed by organisation: switching starts the page afresh with that one's data. */}
      <Stack gap="lg" key={current.key}>
        {children(current)}
      </Stack>
    </Stack>
  );
}
