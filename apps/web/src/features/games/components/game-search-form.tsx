import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameNameMaxLength } from '../home-views';

type GameSearchFormProps = {
  value: string;
  onChange: (value: string) => void;
  /** Receives the trimmed name (spec §5). */
  onSubmit: (gameName: string) => void;
  /** Prefix of the input's and button's test ids. */
  testId: string;
  autoFocus?: boolean;
  className?: string;
};

/** A game-name search box with its button (spec §2 game lobby: the placeholder is the game name label). */
export function GameSearchForm({ value, onChange, onSubmit, testId, autoFocus, className = '' }: GameSearchFormProps) {
  const { t } = useTranslation('games');
  const inputId = `${testId}-input`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const gameName = value.trim();
    onChange(gameName);
    onSubmit(gameName);
  }

  return (
    <form role="search" onSubmit={submit} className={`flex gap-2 ${className}`}>
      <label className="sr-only" htmlFor={inputId}>
        {t('lobby.search')}
      </label>
      <input
        id={inputId}
        data-testid={`${testId}-input`}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={gameNameMaxLength}
        // The search view exists to type into, so the box takes the focus the moment it opens.
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('lobby.searchPlaceholder')}
        className="h-11 min-w-0 flex-1 rounded-control border border-border bg-surface px-3 text-sm text-text placeholder:text-text-3 focus-visible:border-accent"
      />
      <button
        type="submit"
        data-testid={`${testId}-submit`}
        aria-label={t('lobby.searchSubmit')}
        className="grid size-11 shrink-0 place-items-center rounded-control bg-accent text-on-accent transition-colors duration-150 hover:bg-accent-strong"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
