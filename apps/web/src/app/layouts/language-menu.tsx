import type { Language } from '@croupier/contracts';
import { LanguageSelect } from '../../features/language/components/language-select';
import { useChangeLanguage } from '../../features/language/use-change-language';

/** The language select wired to the language change. */
export function LanguageMenu({ available }: { available: readonly Language[] | undefined }) {
  const changeLanguage = useChangeLanguage();
  return <LanguageSelect available={available} onChange={(language) => void changeLanguage(language)} />;
}
