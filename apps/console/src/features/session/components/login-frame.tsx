import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, consoleLanguages } from '@/lib/i18n';

/** The login's page: the language switch above a card, the same for both steps. */
export function LoginFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end gap-1 text-sm">
          {consoleLanguages.map((language) => (
            <button
              key={language}
              type="button"
              aria-pressed={i18n.language === language}
              className={`rounded px-2 py-1 ${i18n.language === language ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-200'}`}
              onClick={() => void changeLanguage(language)}
            >
              {t(`languages.${language}`)}
            </button>
          ))}
        </div>
        {children}
      </div>
    </main>
  );
}
