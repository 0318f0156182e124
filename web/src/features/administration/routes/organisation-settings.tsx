import { AdminFrame } from '../components/admin-frame.tsx';
import { AdministratorsCard } from '../components/administrators-card.tsx';
import { CardPaymentsCard } from '../components/card-payments-card.tsx';
import { LogoCard } from '../components/logo-card.tsx';
import { SettingsForm } from '../components/settings-form.tsx';

export function Component() {
  return (
    <AdminFrame section="organisation">
      {(organisation) => (
        <>
          <SettingsForm settings={organisation} />
          <LogoCard settings={organisation} />
          <CardPaymentsCard orgKey={organisation.key} />
          <AdministratorsCard orgKey={organisation.key} />
        </>
      )}
    </AdminFrame>
  );
}
