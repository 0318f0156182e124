import { errorText } from '@portal/contracts/error-texts';
import { administersAny } from '@portal/contracts/roles';
import { NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { grantsOf } from '#src/lib/auth/roles.ts';
import { HttpStatusError } from '#src/lib/http-status-error.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useAdministeredOrganisations } from '../api/organisation-settings.ts';
import { AdministratorsCard } from '../components/administrators-card.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';

function OrganisationSettingsPage() {
  const { t } = useTranslation(administrationNs);
  const organisations = useAdministeredOrganisations();
  const [chosen, setChosen] = useState<string | null>(null);

  if (organisations.isPending) return <Loading />;
  if (organisations.isError) {
    return <LoadFailed onRetry={() => void organisations.refetch()} />;
  }
  const list = organisations.data;
  const current = list.find((organisation) => organisation.key === chosen) ?? list[0];
  return (
    <Stack gap="lg">
      {list.length > 1 && (
        <NativeSelect
          label={t('organisation')}
          value={current?.key ?? ''}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={list.map((organisation) => ({ value: organisation.key, label: organisation.name }))}
          maw={420}
        />
      )}
      {/* Keyed by organisation: switching starts the form afresh with that one's values. */}
      {current && <SettingsForm key={current.key} settings={current} />}
      {current && <AdministratorsCard key={`admins ${current.key}`} orgKey={current.key} />}
    </Stack>
  );
}

export function Component() {
  const user = useAuth().user;
  if (!user || !administersAny(grantsOf(user.access_token, user.profile))) {
    throw new HttpStatusError(403, errorText('administrators_only', undefined, currentLanguage()));
  }
  return <OrganisationSettingsPage />;
}
