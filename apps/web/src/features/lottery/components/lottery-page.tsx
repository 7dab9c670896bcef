import type { LotteryMenuGroup, LotteryMenus, OpenedNumero, PrizeMode } from '@croupier/contracts';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLotteryMenus } from '../api/list-lottery-menus';
import { useVietnamMenus } from '../api/list-vietnam-menus';
import { useVietnamOpenedNumeros } from '../api/list-vietnam-opened-numeros';
import { GameMenu } from './game-menu';
import type { LotteryPageSettings } from './lottery-game-view';
import { LotteryGameView } from './lottery-game-view';
import { useSlipList } from './use-slip-list';

export type { LotteryPageSettings };

/** `/lottery` plays LOTT (prize groups) or ELOTT (fixed odds): the address's `prizeMode`, else the brand's. */
export function lotteryPrizeModeOf(value: string | null, fallback: 'LOTT' | 'ELOTT' = 'ELOTT'): 'LOTT' | 'ELOTT' {
  const asked = value?.toUpperCase();
  return asked === 'LOTT' || asked === 'ELOTT' ? asked : fallback;
}

function LotteryLayout({
  menus,
  prizeMode,
  settings,
  openedNumeros,
  toolbar,
  pending,
  error,
}: {
  menus: LotteryMenus | undefined;
  prizeMode: PrizeMode;
  settings: LotteryPageSettings;
  openedNumeros?: ReadonlyMap<string, OpenedNumero>;
  toolbar?: ReactNode;
  pending: boolean;
  /** The menu call failed: say why rather than claim there are no games. */
  error: unknown;
}) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const groups: LotteryMenuGroup[] = useMemo(() => Object.values(menus ?? {}), [menus]);
  const games = groups.flatMap((group) => group.gameMenus);
  const wanted = searchParams.get('gameCode');
  const game = games.find((candidate) => candidate.code.toLowerCase() === wanted?.toLowerCase()) ?? games[0];
  // A slip's list belongs to one game in one prize mode: a switch clears it (and the slip says so).
  const slip = useSlipList(game ? `${game.code}-${prizeMode}` : null);

  useEffect(() => {
    if (!game || game.code === wanted) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', game.code);
        return next;
      },
      { replace: true },
    );
  }, [game, wanted, setSearchParams]);

  function select(gameCode: string) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('gameCode', gameCode);
      return next;
    });
  }

  if (pending) return <p className="py-16 text-center text-sm text-text-3">{t('page.loading')}</p>;
  if (error) {
    return (
      <p role="alert" className="py-16 text-center text-sm text-danger" data-testid="lottery-menu-error">
        {errorMessage(error)}
      </p>
    );
  }
  if (!game) return <NoDataPanel message={t('page.noGames')} />;
  return (
    <div
      className="space-y-4 lg:grid lg:grid-cols-[240px_minmax(0,1fr)] lg:items-start lg:gap-6 lg:space-y-0"
      data-testid="lottery-page"
    >
      <div className="space-y-3">
        {toolbar}
        <GameMenu groups={groups} selected={game.code} onSelect={select} openedNumeros={openedNumeros} />
      </div>
      <LotteryGameView
        key={`${game.code}-${prizeMode}`}
        game={game}
        prizeMode={prizeMode}
        settings={settings}
        slip={slip}
      />
    </div>
  );
}

/** `/lottery?gameCode=` (LOTT and ELOTT) and `/seaLottery?gameCode=` (Thai, Lao, 4D): the menu and the game. */
export function LotteryPage({ area, settings }: { area: 'lottery' | 'sea'; settings: LotteryPageSettings }) {
  const { t } = useTranslation('lottery');
  const [searchParams, setSearchParams] = useSearchParams();
  const prizeMode: PrizeMode =
    area === 'sea' ? 'SEA' : lotteryPrizeModeOf(searchParams.get('prizeMode'), settings.defaultPrizeMode);
  const menus = useLotteryMenus(prizeMode);
  const toolbar =
    area === 'lottery' ? (
      <SegmentedTabs
        label={t('page.prizeMode')}
        value={prizeMode}
        onChange={(mode) =>
          setSearchParams((current) => {
            const next = new URLSearchParams(current);
            next.set('prizeMode', mode);
            return next;
          })
        }
        tabs={[
          { value: 'ELOTT', label: t('prizeModes.ELOTT'), testId: 'lottery-prize-mode-ELOTT' },
          { value: 'LOTT', label: t('prizeModes.LOTT'), testId: 'lottery-prize-mode-LOTT' },
        ]}
      />
    ) : null;
  return (
    <LotteryLayout
      menus={menus.data}
      prizeMode={prizeMode}
      settings={settings}
      toolbar={toolbar}
      pending={menus.isPending}
      error={menus.error}
    />
  );
}

/** `/vnLottery?gameCode=`: North, Central and South with today's provinces marked. */
export function VietnamLotteryPage({ settings }: { settings: LotteryPageSettings }) {
  const menus = useVietnamMenus();
  const opened = useVietnamOpenedNumeros();
  const openedNumeros = useMemo(
    () =>
      new Map(
        Object.values(opened.data ?? {})
          .flat()
          .map((numero) => [numero.gameCode, numero]),
      ),
    [opened.data],
  );
  return (
    <LotteryLayout
      menus={menus.data}
      prizeMode="VN"
      settings={settings}
      openedNumeros={openedNumeros}
      pending={menus.isPending}
      error={menus.error}
    />
  );
}
