import type { ConsoleVendor } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useVendors } from '../api/list-vendors';
import { useUpdateVendor } from '../api/update-vendor';

const toggleClass = 'h-4 w-4 rounded border-slate-300';

/** A brand's game vendors: on or off, in maintenance or not, and their order in the lobby's lanes. */
export default function VendorsScreen() {
  const { t } = useTranslation(['catalogue', 'common']);
  const errorMessage = useErrorMessage();
  const [merchant, setMerchant] = useBrandParam();
  const vendors = useVendors(merchant);
  const update = useUpdateVendor(merchant);
  const save = (vendor: ConsoleVendor, change: Partial<Pick<ConsoleVendor, 'enabled' | 'maintenance' | 'sortOrder'>>) =>
    update.mutate({
      code: vendor.code,
      enabled: vendor.enabled,
      maintenance: vendor.maintenance,
      sortOrder: vendor.sortOrder,
      ...change,
    });
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('vendors.title')}</h1>
          <p className="text-sm text-slate-500">{t('vendors.description')}</p>
        </div>
        <BrandPicker id="vendors-brand" value={merchant} onChange={setMerchant} />
      </header>
      {(vendors.isError || update.isError) && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(vendors.error ?? update.error)}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" aria-busy={vendors.isFetching}>
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th className="px-3 py-2">{t('vendors.columns.order')}</th>
              <th className="px-3 py-2">{t('vendors.columns.vendor')}</th>
              <th className="px-3 py-2">{t('vendors.columns.walletModel')}</th>
              <th className="px-3 py-2 text-right">{t('vendors.columns.games')}</th>
              <th className="px-3 py-2">{t('vendors.columns.enabled')}</th>
              <th className="px-3 py-2">{t('vendors.columns.maintenance')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {(vendors.data ?? []).map((vendor) => (
              <tr key={vendor.code} data-testid={`vendor-${vendor.code}`}>
                <td className="px-3 py-1.5">
                  <input
                    type="number"
                    aria-label={t('vendors.orderOf', { vendor: vendor.name })}
                    className={`${inputClass.replace('w-full', 'w-20')} tabular-nums`}
                    defaultValue={vendor.sortOrder}
                    onBlur={(event) => {
                      const sortOrder = Number(event.target.value);
                      if (Number.isInteger(sortOrder) && sortOrder !== vendor.sortOrder) save(vendor, { sortOrder });
                    }}
                  />
                </td>
                <td className="px-3 py-1.5">
                  <div className="font-medium text-slate-900">{vendor.name}</div>
                  <div className="font-mono text-xs text-slate-500">{vendor.code}</div>
                </td>
                <td className="px-3 py-1.5">{t(`vendors.walletModels.${vendor.walletModel}`)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{vendor.games.toLocaleString('en-US')}</td>
                <td className="px-3 py-1.5">
                  <input
                    type="checkbox"
                    className={toggleClass}
                    aria-label={t('vendors.enabledOf', { vendor: vendor.name })}
                    checked={vendor.enabled}
                    onChange={(event) => save(vendor, { enabled: event.target.checked })}
                  />
                </td>
                <td className="px-3 py-1.5">
                  <input
                    type="checkbox"
                    className={toggleClass}
                    aria-label={t('vendors.maintenanceOf', { vendor: vendor.name })}
                    checked={vendor.maintenance}
                    onChange={(event) => save(vendor, { maintenance: event.target.checked })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {vendors.isPending && <p className="px-3 py-4 text-sm text-slate-500">{t('common:table.loading')}</p>}
      </div>
    </div>
  );
}
