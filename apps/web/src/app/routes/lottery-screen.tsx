import { resolvePrizeMode } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LotteryPage, VietnamLotteryPage } from '../../features/lottery/components/lottery-page';
import type { LotteryPageSettings } from '../../features/lottery/components/lottery-page';
import { useVendorLanes } from '../../features/games/api/get-vendor-lanes';
import { RealityCheckReminder } from '../../features/responsible-gaming/components/reality-check-reminder';
import { balanceQueryKey } from '../../features/wallet/api/get-balance';
import { useMemberSession } from '../../lib/member-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';
import { useLogOutFromGame } from './responsible-gaming-session';

/**
 * The Lottery screen group, loaded as its own chunk: the lottery (LOTT and ELOTT, also served as the game centre
 * /lottert), SEA lottery and Vietnam lottery pages. An order or a refund moves the wallet, so the header balance is
 * asked again afterwards. Without a prize mode in the address, spec §4's rule picks it from the lobby's lanes.
 */
export function LotteryScreen() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  const logOut = useLogOutFromGame();
  const path = useLocation().pathname.toLowerCase();
  const page = path.startsWith('/sealottery') ? 'seaLottery' : path.startsWith('/vnlottery') ? 'vnLottery' : 'lottery';
  useDocumentTitle(t(path.startsWith('/lottert') ? 'pages.gameCenter' : `pages.${page}`), config.merchantName);
  const onBalanceChange = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) }),
    [queryClient, token],
  );
  const lanes = useVendorLanes().data?.lanes;
  const cardsOf = (gameType: 'LOTT' | 'ELOTT') => ({
    cards: lanes?.find((lane) => lane.gameCategory === gameType)?.vendors ?? [],
  });
  const settings: LotteryPageSettings = {
    currency: config.currency,
    timeZone: config.timeZone,
    onBalanceChange,
    // Until the lanes arrive the page plays ELOTT rather than switch under the player.
    ...(lanes ? { defaultPrizeMode: resolvePrizeMode({ LOTT: cardsOf('LOTT'), ELOTT: cardsOf('ELOTT') }) } : {}),
  };
  return (
    <>
      {page === 'vnLottery' ? (
        <VietnamLotteryPage settings={settings} />
      ) : (
        <LotteryPage key={page} area={page === 'seaLottery' ? 'sea' : 'lottery'} settings={settings} />
      )}
      {token ? (
        <RealityCheckReminder
          currency={config.currency}
          timeZone={config.timeZone}
          historyPath="/member?page=lotteryRecords"
          onLogOut={logOut}
        />
      ) : null}
    </>
  );
}
