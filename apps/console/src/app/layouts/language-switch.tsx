import { useTranslation } from 'react-i18next';
import { changeLanguage, consoleLanguages } from '@/lib/i18n';

/** The console's languages in the top bar. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex items-center gap-1 text-sm" role="group" aria-label={t('topBar.language')}>
      {consoleLanguages.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={i18n.language === language}
          className={`rounded px-2 py-1 ${i18n.language === language ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
          onClick={() => void changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
