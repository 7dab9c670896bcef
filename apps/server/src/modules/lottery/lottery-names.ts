import type { Language } from '@croupier/contracts';
import type { FamilyCode, LotteryGame } from './lottery-families.js';
import { vietnamStations } from './draw-schedule.js';

type Names = Readonly<Record<Language, string>>;

/** A family's name as menus show it (`labelName`), in every site language. */
const familyNames: Readonly<Record<FamilyCode, Names>> = {
  WINGO: { th: 'วินโก', en: 'WinGo', 'pt-BR': 'WinGo', fil: 'WinGo' },
  '5D': { th: '5D', en: '5D', 'pt-BR': '5D', fil: '5D' },
  K3: { th: 'ลูกเต๋า K3', en: 'K3 dice', 'pt-BR': 'Dados K3', fil: 'K3 dice' },
  SSC: { th: 'หวยเอสเอสซี', en: 'SSC', 'pt-BR': 'SSC', fil: 'SSC' },
  '11X5': { th: 'หวย 11 เลือก 5', en: '11 pick 5', 'pt-BR': '11 escolhe 5', fil: '11 pick 5' },
  PK10: { th: 'พีเค 10', en: 'PK10', 'pt-BR': 'PK10', fil: 'PK10' },
  VN_FAST: {
    th: 'หวยเวียดนามด่วน',
    en: 'Fast Vietnamese',
    'pt-BR': 'Vietnamita rápida',
    fil: 'Mabilis na Vietnamese',
  },
  VN_N: { th: 'หวยฮานอย (เวียดนามเหนือ)', en: 'Vietnam North', 'pt-BR': 'Vietnã Norte', fil: 'Vietnam North' },
  VN_C: { th: 'หวยเวียดนามภาคกลาง', en: 'Vietnam Central', 'pt-BR': 'Vietnã Central', fil: 'Vietnam Central' },
  VN_S: { th: 'หวยเวียดนามภาคใต้', en: 'Vietnam South', 'pt-BR': 'Vietnã Sul', fil: 'Vietnam South' },
  TH: {
    th: 'หวยรัฐบาลไทย',
    en: 'Thai Government Lottery',
    'pt-BR': 'Loteria do Governo Tailandês',
    fil: 'Thai Government Lottery',
  },
  LA: { th: 'หวยลาว', en: 'Lao lottery', 'pt-BR': 'Loteria do Laos', fil: 'Lao lottery' },
  '4D': { th: 'หวย 4D มาเลย์', en: 'Malaysian 4D', 'pt-BR': '4D da Malásia', fil: 'Malaysian 4D' },
};

const minutesWord: Names = { th: 'นาที', en: 'min', 'pt-BR': 'min', fil: 'minuto' };

const fourDNames: Readonly<Record<string, Partial<Names>>> = {
  '4D_MAGNUM': { th: 'แม็กนั่ม 4D' },
  '4D_DAMACAI': { th: 'ดาหม่าไฉ่ 1+3D' },
  '4D_TOTO': { th: 'สปอร์ตโตโต้ 4D' },
  '4D_SINGAPORE': { th: 'สิงคโปร์ 4D' },
};

const stationNames = new Map(vietnamStations.map((station) => [station.code, station.name]));

export function familyName(family: FamilyCode, language: Language): string {
  return familyNames[family][language];
}

/**
 * A game's display name (`remark`) in a language: a fast game is its family and cycle ("วินโก 1 นาที"), a
 * Vietnamese province keeps its Vietnamese name after its region, a 4D operator keeps its brand.
 */
export function lotteryGameName(game: LotteryGame, language: Language): string {
  const schedule = game.schedule;
  if (schedule.kind === 'interval') {
    return `${familyName(game.family, language)} ${schedule.cycleSeconds / 60} ${minutesWord[language]}`;
  }
  if (game.family === 'VN_C' || game.family === 'VN_S') {
    const station = stationNames.get(game.code.split('_').slice(2).join('_')) ?? game.name;
    return language === 'th' ? `${familyName(game.family, language)} ${station}` : station;
  }
  if (game.family === 'VN_N') return language === 'th' ? familyName('VN_N', 'th') : `${game.name} (Hà Nội)`;
  if (game.family === '4D') return fourDNames[game.code]?.[language] ?? game.name;
  return familyName(game.family, language);
}

/** Every language's name of a game (catalogue tiles carry them all). */
export function lotteryGameNames(game: LotteryGame): Names {
  return {
    th: lotteryGameName(game, 'th'),
    en: lotteryGameName(game, 'en'),
    'pt-BR': lotteryGameName(game, 'pt-BR'),
    fil: lotteryGameName(game, 'fil'),
  };
}
