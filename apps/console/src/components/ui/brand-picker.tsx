import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConsoleSession } from '@/lib/console-session-context';
import { inputClass } from './form-field';

/**
 * The brand a per-brand screen works on, kept in the address (`?brand=`) so the view is a link; the operator's
 * first brand when the address names none or one they may not see.
 */
export function useBrandParam(): [string, (code: string) => void] {
  const { brands } = useConsoleSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('brand') ?? '';
  const code = brands.some((brand) => brand.code === asked) ? asked : (brands[0]?.code ?? '');
  const setCode = (next: string) =>
    setSearchParams((current) => {
      const parameters = new URLSearchParams(current);
      parameters.set('brand', next);
      parameters.delete('pageNo');
      return parameters;
    });
  return [code, setCode];
}

/** A select of the operator's brands. */
export function BrandPicker({ value, onChange, id }: { value: string; onChange: (code: string) => void; id: string }) {
  const { t } = useTranslation();
  const { brands } = useConsoleSession();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('brand')}
      </label>
      <select id={id} className={`${inputClass} w-56`} value={value} onChange={(event) => onChange(event.target.value)}>
        {brands.map((brand) => (
          <option key={brand.code} value={brand.code}>
            {brand.name} ({brand.code})
          </option>
        ))}
      </select>
    </div>
  );
}
