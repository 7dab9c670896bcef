import type { Language } from '@croupier/contracts';
import { updateMemberLanguage } from '../../features/accounts/api/update-member-language';
import { LanguageSelect } from '../../features/language/components/language-select';
import { useChangeLanguage } from '../../features/language/use-change-language';
import { getSessionToken } from '../../lib/member-session';

/** The language select wired to the language change; a signed-in player's choice is also kept on the server. */
export function LanguageMenu({ available, testId }: { available: readonly Language[] | undefined; testId?: string }) {
  const changeLanguage = useChangeLanguage();

  async function change(language: Language) {
    await changeLanguage(language);
    if (!getSessionToken()) return;
    try {
      await updateMemberLanguage(language);
    } catch {
      // The interface has switched already; the server copy is only for messages it sends later.
    }
  }

  return <LanguageSelect available={available} testId={testId} onChange={(language) => void change(language)} />;
}
