import { ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/use-language';
import { countryOfDialCode, dialCodes } from '../dial-codes';

type CountryCodeSelectProps = {
  value: string;
  onChange: (code: string) => void;
  /** The accessible name, e.g. "Country code". */
  label: string;
  testId?: string;
};

/**
 * The country-code picker at the start of a phone-number box. The closed picker shows the short country code and the
 * dialing code; a native select underneath gives phones their own list, with country names in the player's language.
 */
export function CountryCodeSelect({ value, onChange, label, testId }: CountryCodeSelectProps) {
  const language = useLanguage();
  const names = useMemo(() => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }), [language]);
  return (
    <span className="relative flex shrink-0 items-center gap-1.5 border-e border-border ps-3.5 pe-2.5 text-[15px] font-medium text-text transition-colors duration-150 hover:bg-white/[0.03]">
      <span aria-hidden="true" className="text-[11px] font-semibold tracking-wide text-text-3">
        {countryOfDialCode(value)}
      </span>
      <span aria-hidden="true" className="tabular-nums">
        +{value}
      </span>
      <ChevronDown aria-hidden="true" className="size-3.5 text-text-3" />
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {dialCodes.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {`${names.of(entry.country) ?? entry.country} (+${entry.code})`}
          </option>
        ))}
      </select>
    </span>
  );
}
