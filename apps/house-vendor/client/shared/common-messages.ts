import { playErrorCodes } from '../../src/play/play-contract.js';
import type { Dictionaries } from './i18n.js';
import { clientErrorCodes } from './vendor-api.js';

type ErrorCode = (typeof playErrorCodes)[number] | (typeof clientErrorCodes)[number];
export type ErrorMessageKey = `error.${ErrorCode}`;
export type CommonMessageKey =
  'common.balance' | 'common.playMoney' | 'common.loading' | 'common.retry' | 'common.close' | ErrorMessageKey;

/** Texts every game page shows: the balance, the play-money badge, and a message for each error code. */
export const commonMessages: Dictionaries<CommonMessageKey> = {
  th: {
    'common.balance': 'ยอดเงิน',
    'common.playMoney': 'เงินทดลอง',
    'common.loading': 'กำลังโหลดเกม…',
    'common.retry': 'ลองอีกครั้ง',
    'common.close': 'ปิด',
    'error.SESSION_NOT_FOUND': 'เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมใหม่จากล็อบบี้',
    'error.LAUNCH_TOKEN_INVALID': 'ลิงก์เข้าเกมไม่ถูกต้องหรือหมดอายุ โปรดเปิดเกมใหม่จากล็อบบี้',
    'error.INSUFFICIENT_FUNDS': 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
    'error.INVALID_STAKE': 'เดิมพันนี้ใช้ไม่ได้ โปรดเลือกจำนวนอื่น',
    'error.FEATURE_BUY_OFF': 'ไม่มีการซื้อฟีเจอร์ในเว็บนี้',
    'error.INVALID_BET': 'เดิมพันนี้ใช้ไม่ได้',
    'error.BETTING_CLOSED': 'ปิดรับเดิมพันแล้ว',
    'error.TOO_FAST': 'เร็วเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
    'error.WALLET_UNAVAILABLE': 'กระเป๋าเงินไม่พร้อมใช้งานชั่วคราว โปรดลองอีกครั้ง',
    'error.PLAYER_BLOCKED': 'บัญชีของคุณเล่นเกมนี้ไม่ได้ในขณะนี้',
    'error.MAX_BET_EXCEEDED': 'เดิมพันนี้เกินยอดเดิมพันสูงสุดของโบนัสที่คุณกำลังทำเทิร์น',
    'error.BONUS_GAME_NOT_ELIGIBLE': 'เงินโบนัสใช้เล่นเกมนี้ไม่ได้ และยอดเงินสดไม่พอสำหรับเดิมพันนี้',
    'error.NOT_FOUND': 'ไม่พบเกมนี้',
    'error.VALIDATION_FAILED': 'คำขอไม่ถูกต้อง โปรดลองอีกครั้ง',
    'error.NETWORK': 'การเชื่อมต่อขัดข้อง โปรดตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง',
    'error.UNKNOWN': 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
  },
  en: {
    'common.balance': 'Balance',
    'common.playMoney': 'Play money',
    'common.loading': 'Loading the game…',
    'common.retry': 'Try again',
    'common.close': 'Close',
    'error.SESSION_NOT_FOUND': 'Your game session has ended. Please open the game again from the lobby.',
    'error.LAUNCH_TOKEN_INVALID':
      'This game link is invalid or has expired. Please open the game again from the lobby.',
    'error.INSUFFICIENT_FUNDS': 'Your balance is too low for this stake.',
    'error.INVALID_STAKE': 'This stake cannot be played. Please choose another.',
    'error.FEATURE_BUY_OFF': 'Buying the feature is not offered on this site.',
    'error.INVALID_BET': 'This bet cannot be placed.',
    'error.BETTING_CLOSED': 'Betting is closed.',
    'error.TOO_FAST': 'Too fast. Please wait a moment and try again.',
    'error.WALLET_UNAVAILABLE': 'The wallet is briefly unavailable. Please try again.',
    'error.PLAYER_BLOCKED': 'Your account cannot play this game right now.',
    'error.MAX_BET_EXCEEDED': 'This stake is above the maximum bet of the bonus you are wagering.',
    'error.BONUS_GAME_NOT_ELIGIBLE':
      'Bonus money cannot be staked on this game, and your cash does not cover this stake.',
    'error.NOT_FOUND': 'This game could not be found.',
    'error.VALIDATION_FAILED': 'The request was not valid. Please try again.',
    'error.NETWORK': 'Connection problem. Check your internet and try again.',
    'error.UNKNOWN': 'Something went wrong. Please try again.',
  },
  'pt-BR': {
    'common.balance': 'Saldo',
    'common.playMoney': 'Dinheiro de teste',
    'common.loading': 'Carregando o jogo…',
    'common.retry': 'Tentar de novo',
    'common.close': 'Fechar',
    'error.SESSION_NOT_FOUND': 'Sua sessão de jogo terminou. Abra o jogo novamente pelo lobby.',
    'error.LAUNCH_TOKEN_INVALID': 'Este link de jogo é inválido ou expirou. Abra o jogo novamente pelo lobby.',
    'error.INSUFFICIENT_FUNDS': 'Seu saldo é insuficiente para esta aposta.',
    'error.INVALID_STAKE': 'Esta aposta não pode ser jogada. Escolha outro valor.',
    'error.FEATURE_BUY_OFF': 'A compra do recurso não é oferecida neste site.',
    'error.INVALID_BET': 'Esta aposta não pode ser feita.',
    'error.BETTING_CLOSED': 'As apostas estão encerradas.',
    'error.TOO_FAST': 'Rápido demais. Aguarde um instante e tente de novo.',
    'error.WALLET_UNAVAILABLE': 'A carteira está indisponível no momento. Tente de novo.',
    'error.PLAYER_BLOCKED': 'Sua conta não pode jogar este jogo agora.',
    'error.MAX_BET_EXCEEDED': 'Esta aposta ultrapassa a aposta máxima do bônus em rollover.',
    'error.BONUS_GAME_NOT_ELIGIBLE': 'O bônus não pode ser apostado neste jogo e seu dinheiro não cobre esta aposta.',
    'error.NOT_FOUND': 'Este jogo não foi encontrado.',
    'error.VALIDATION_FAILED': 'A solicitação não é válida. Tente de novo.',
    'error.NETWORK': 'Problema de conexão. Verifique sua internet e tente de novo.',
    'error.UNKNOWN': 'Algo deu errado. Tente de novo.',
  },
  fil: {
    'common.balance': 'Balanse',
    'common.playMoney': 'Pang-demo na pera',
    'common.loading': 'Nilo-load ang laro…',
    'common.retry': 'Subukan muli',
    'common.close': 'Isara',
    'error.SESSION_NOT_FOUND': 'Tapos na ang iyong session. Buksan muli ang laro mula sa lobby.',
    'error.LAUNCH_TOKEN_INVALID': 'Hindi wasto o expired na ang link ng laro. Buksan muli ang laro mula sa lobby.',
    'error.INSUFFICIENT_FUNDS': 'Kulang ang iyong balanse para sa taya na ito.',
    'error.INVALID_STAKE': 'Hindi puwede ang taya na ito. Pumili ng iba.',
    'error.FEATURE_BUY_OFF': 'Hindi inaalok sa site na ito ang pagbili ng feature.',
    'error.INVALID_BET': 'Hindi mailalagay ang taya na ito.',
    'error.BETTING_CLOSED': 'Sarado na ang pagtaya.',
    'error.TOO_FAST': 'Masyadong mabilis. Maghintay sandali at subukan muli.',
    'error.WALLET_UNAVAILABLE': 'Pansamantalang hindi available ang wallet. Subukan muli.',
    'error.PLAYER_BLOCKED': 'Hindi makakalaro ang iyong account ng larong ito sa ngayon.',
    'error.MAX_BET_EXCEEDED': 'Lampas ang taya na ito sa pinakamataas na taya ng bonus na tinatapos mo.',
    'error.BONUS_GAME_NOT_ELIGIBLE':
      'Hindi maitataya ang bonus sa larong ito, at kulang ang iyong cash para sa tayang ito.',
    'error.NOT_FOUND': 'Hindi nahanap ang larong ito.',
    'error.VALIDATION_FAILED': 'Hindi wasto ang request. Subukan muli.',
    'error.NETWORK': 'May problema sa koneksyon. Tingnan ang internet at subukan muli.',
    'error.UNKNOWN': 'May nangyaring mali. Subukan muli.',
  },
};

const knownCodes = new Set<string>([...playErrorCodes, ...clientErrorCodes]);

/** The message key for any code an answer carries; codes the pages do not know read as a general failure. */
export function errorMessageKey(code: string): ErrorMessageKey {
  return knownCodes.has(code) ? (`error.${code}` as ErrorMessageKey) : 'error.UNKNOWN';
}
