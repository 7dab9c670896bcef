import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';
import { countryOptions, filterCountries } from './country-options';
import { checkboxClass } from './section-card';

/**
 * Picks countries by their names in the console's language: the chosen ones as removable chips, then a search over
 * every country as a list of checkboxes. The codes stay beside the names, as the IP-to-country table shows them.
 */
export function CountryMultiSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const { t, i18n } = useTranslation('brand-settings');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [query, setQuery] = useState('');
  const shown = filterCountries(options, query);
  const chosen = new Set(value);
  const nameOf = new Map(options.map((option) => [option.code, option.name]));
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value.filter((other) => other !== code), code] : value.filter((other) => other !== code));

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex min-h-8 flex-wrap gap-1.5" aria-label={t('region.chosen', { number: value.length })}>
        {value.length === 0 && <li className="text-sm text-slate-500">{t('region.noneChosen')}</li>}
        {value.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800 hover:bg-slate-200"
              aria-label={t('region.removeCountry', { country: nameOf.get(code) ?? code })}
              onClick={() => toggle(code, false)}
            >
              {nameOf.get(code) ?? code}
              <span className="font-mono text-slate-500">{code}</span>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        type="search"
        className={inputClass}
        placeholder={t('region.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="max-h-56 overflow-y-auto rounded-md border border-slate-200" data-testid="country-options">
        {shown.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">{t('region.noMatch')}</p>}
        {shown.map((option) => (
          <label key={option.code} className="flex items-center gap-2 px-3 py-1.5 text-sm hover:bg-slate-50">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={chosen.has(option.code)}
              onChange={(event) => toggle(option.code, event.target.checked)}
            />
            <span className="flex-1 text-slate-900">{option.name}</span>
            <span className="font-mono text-xs text-slate-500">{option.code}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
