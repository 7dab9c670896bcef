import { languages } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownSelect } from '@/components/ui/dropdown-select';
import { useLanguage } from '@/lib/use-language';

type LanguageSelectProps = {
  /** The brand's interface languages; every language we ship a bundle for when the brand lists none. */
  available?: readonly Language[];
  onChange: (language: Language) => void;
  /** Tells a second copy apart (e.g. the one in the phone's account menu); options keep their ids. */
  testId?: string;
};

/** The language menu of the headers (spec §4 "Language change"). */
export function LanguageSelect({ available, onChange, testId = 'language-select' }: LanguageSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const offered = languages.filter((code) => !available?.length || available.includes(code) || code === language);
  return (
    <DropdownSelect
      label={t('language.label')}
      value={language}
      options={offered.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
      onChange={onChange}
      testId={testId}
      optionTestId={(code) => `language-option-${code}`}
      triggerClassName="gap-1.5 px-2.5 sm:gap-2 sm:px-3"
      chevronClassName="hidden sm:block"
      triggerContent={
        <>
          <Globe className="hidden size-4 text-text-2 min-[400px]:block" aria-hidden="true" />
          <span className="sm:hidden">{t(`language.short.${language}`)}</span>
          <span className="hidden sm:inline">{t(`language.names.${language}`)}</span>
        </>
      }
    />
  );
}
