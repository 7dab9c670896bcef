import type { LotteryMenuGroup, OpenedNumero } from '@croupier/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupBadge } from './group-badge';

type GameMenuProps = {
  groups: readonly LotteryMenuGroup[];
  selected: string;
  onSelect: (gameCode: string) => void;
  /** Vietnamese provinces: the numero each has on sale, by game code. */
  openedNumeros?: ReadonlyMap<string, OpenedNumero>;
};

/**
 * The games by group, with NEW and HOT tags and, for Vietnam, the provinces that draw today. A side list from 1024 px;
 * on phones a disclosure under the current game's name, so the slip stays near the top.
 */
export function GameMenu({ groups, selected, onSelect, openedNumeros }: GameMenuProps) {
  const { t } = useTranslation('lottery');
  const [open, setOpen] = useState(false);
  const current = groups.flatMap((group) => group.gameMenus).find((game) => game.code === selected);
  return (
    <nav aria-label={t('menu.label')} className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-card border border-border bg-surface px-4 text-start lg:hidden"
        data-testid="lottery-menu-toggle"
      >
        <span className="min-w-0">
          <span className="block text-xs text-text-3">{t('menu.label')}</span>
          <span className="block truncate font-semibold">{current?.remark ?? ''}</span>
        </span>
        <ChevronDown
          className={`size-5 text-text-2 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div
        className={`${open ? 'mt-2 block' : 'hidden'} max-h-[70vh] overflow-y-auto rounded-card border border-border bg-surface p-2 lg:mt-0 lg:block lg:max-h-[calc(100dvh-var(--header-height)-3rem)]`}
        data-testid="lottery-menu"
      >
        {groups.map((group) => (
          <div key={group.gameGroupCode} className="py-1">
            <h2 className="flex items-center gap-2 px-2 py-1.5 text-xs font-semibold text-text-3">
              <GroupBadge group={group.gameGroupCode} size="sm" />
              {t(`groups.${group.gameGroupCode}`)}
            </h2>
            <ul>
              {group.gameMenus.map((game) => {
                const active = game.code === selected;
                const numero = openedNumeros?.get(game.code);
                return (
                  <li key={game.code}>
                    <button
                      type="button"
                      aria-current={active ? 'page' : undefined}
                      data-testid={`lottery-menu-game-${game.code}`}
                      onClick={() => {
                        onSelect(game.code);
                        setOpen(false);
                      }}
                      className={`flex min-h-11 w-full items-center gap-2 rounded-[8px] px-3 py-1.5 text-start text-sm transition-colors duration-150 ${active ? 'bg-accent/10 font-semibold text-accent' : 'text-text-2 hover:bg-white/5 hover:text-text'}`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block leading-snug wrap-break-word">{game.remark}</span>
                        {numero ? (
                          <span className="block text-[11px] text-text-3 tabular-nums">{numero.numero}</span>
                        ) : null}
                      </span>
                      {game.today ? (
                        <span
                          className="rounded-pill bg-win/15 px-2 text-[11px] leading-5 font-semibold text-win"
                          data-testid="lottery-today"
                        >
                          {t('tags.today')}
                        </span>
                      ) : null}
                      {game.tag.includes('hot') ? (
                        <span className="rounded-pill bg-danger/15 px-2 text-[11px] leading-5 font-bold text-danger">
                          {t('tags.hot')}
                        </span>
                      ) : null}
                      {game.tag.includes('new') ? (
                        <span className="rounded-pill bg-info/15 px-2 text-[11px] leading-5 font-bold text-info">
                          {t('tags.new')}
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
