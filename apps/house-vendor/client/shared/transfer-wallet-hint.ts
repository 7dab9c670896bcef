import type { OpenSessionAnswer } from '../../src/play/play-contract.js';
import { element } from './dom.js';
import type { Dictionaries, Translate } from './i18n.js';

/**
 * Whether a game says how to bring money in: a transfer-wallet launch plays the provider's game wallet, filled only
 * from the site's Wallet page, so a wallet too low for the smallest stake gets the steps instead of a silent 0.00
 * (decisions 0048 and 0054). A seamless or demo game plays the balance the site shows and never needs them.
 */
export function needsTransferHint(
  session: Pick<OpenSessionAnswer, 'mode' | 'walletModel'>,
  balanceMinor: number,
  smallestStakeMinor: number,
): boolean {
  return session.mode === 'real' && session.walletModel === 'transfer' && balanceMinor < smallestStakeMinor;
}

export type TransferHintKey = 'transfer.label' | 'transfer.empty' | 'transfer.howTo';

/** The hint's texts, for any game page (the tables keep their own wording, which says "table"). */
export const transferHintMessages: Dictionaries<TransferHintKey> = {
  th: {
    'transfer.label': 'กระเป๋าเกม',
    'transfer.empty': 'กระเป๋าเกมของผู้ให้บริการนี้มีเงินไม่พอเล่น',
    'transfer.howTo':
      'เกมนี้เล่นด้วยเงินในกระเป๋าเกมของผู้ให้บริการนี้ ไม่ใช่ยอดเงินในกระเป๋าหลัก วิธีนำเงินเข้า: ปิดเกม เปิดหน้ากระเป๋าเงินบนเว็บไซต์ โอนเงินจากกระเป๋าหลักไปยังกระเป๋าเกมของผู้ให้บริการนี้ แล้วเปิดเกมอีกครั้ง',
  },
  en: {
    'transfer.label': 'Game wallet',
    'transfer.empty': "This provider's game wallet is too low to play",
    'transfer.howTo':
      "This game plays with the money in this provider's game wallet, not your main balance. To bring money in: close the game, open Wallet on the site, move money from your main wallet to this provider's game wallet, then open the game again.",
  },
  'pt-BR': {
    'transfer.label': 'Carteira de jogo',
    'transfer.empty': 'A carteira de jogo deste provedor não tem saldo para jogar',
    'transfer.howTo':
      'Este jogo usa o dinheiro da carteira de jogo deste provedor, não o seu saldo principal. Para trazer dinheiro: feche o jogo, abra a Carteira no site, transfira da carteira principal para a carteira de jogo deste provedor e abra o jogo de novo.',
  },
  fil: {
    'transfer.label': 'Game wallet',
    'transfer.empty': 'Kulang ang laman ng game wallet ng provider na ito para maglaro',
    'transfer.howTo':
      'Ang pera sa game wallet ng provider na ito ang ginagamit sa larong ito, hindi ang main balance mo. Para magdala ng pera: isara ang laro, buksan ang Wallet sa site, ilipat ang pera mula sa pangunahing wallet papunta sa game wallet ng provider na ito, at buksan ulit ang laro.',
  },
};

/** The hint as a note under the game's header; `update` shows it while the game wallet cannot pay the smallest stake. */
export function createTransferHint(
  session: Pick<OpenSessionAnswer, 'mode' | 'walletModel'>,
  translate: Translate<TransferHintKey>,
) {
  const note = element('div', { class: 'transfer-hint', role: 'note', hidden: true, 'data-testid': 'transfer-hint' }, [
    element('strong', {}, [translate('transfer.empty')]),
    element('p', {}, [translate('transfer.howTo')]),
  ]);
  return {
    element: note,
    update(balanceMinor: number, smallestStakeMinor: number) {
      note.hidden = !needsTransferHint(session, balanceMinor, smallestStakeMinor);
    },
  };
}
