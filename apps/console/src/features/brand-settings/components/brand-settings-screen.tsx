import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { useErrorMessage } from '@/lib/use-error-message';
import { useBrandSettings } from '../api/get-brand-settings';
import { CustomerServiceSection } from './customer-service-section';
import { DomainsSection } from './domains-section';
import { CurrencySection, LanguagesSection } from './languages-section';
import { MaintenanceSection } from './maintenance-section';
import { RegionSection } from './region-section';
import { RegistrationRulesSection } from './registration-rules-section';
import { SocialLoginSection } from './social-login-section';
import { SwitchesSection } from './switches-section';
import { TwoPersonSection } from './two-person-section';

/** A brand's settings, section by section; each section saves on its own and is audited with before and after. */
export default function BrandSettingsScreen() {
  const { t } = useTranslation(['brand-settings', 'common']);
  const errorMessage = useErrorMessage();
  const [code, setCode] = useBrandParam();
  const settings = useBrandSettings(code);
  const data = settings.data;
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        <BrandPicker id="settings-brand" value={code} onChange={setCode} />
      </header>
      {settings.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(settings.error)}
        </p>
      )}
      {settings.isPending && <p className="text-sm text-slate-500">{t('common:table.loading')}</p>}
      {data && (
        // Keyed by brand: a brand's forms never keep another brand's edits.
        <div key={data.code} className="flex flex-col gap-5">
          <MaintenanceSection settings={data} />
          <SwitchesSection settings={data} />
          <TwoPersonSection settings={data} />
          <CustomerServiceSection settings={data} />
          <div className="grid grid-cols-2 gap-5 max-lg:grid-cols-1">
            <LanguagesSection settings={data} />
            <CurrencySection settings={data} />
          </div>
          <RegistrationRulesSection settings={data} />
          <DomainsSection settings={data} />
          <RegionSection settings={data} />
          <SocialLoginSection code={data.code} />
        </div>
      )}
    </div>
  );
}
