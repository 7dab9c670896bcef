/**
 * The games the house vendor (apps/house-vendor) publishes to the platform: its slot games and live tables with
 * their player-facing names. The platform never imports the vendor's code, so this list is the meeting point: the
 * demo brand's catalogue lists exactly these games, and a house-vendor test checks every slot model it runs is
 * named here, so a new model reaches every brand's catalogue by adding its names below.
 */

export type HouseGameNames = { en: string; th: string; 'pt-BR'?: string; fil?: string };

/** Slot games by the vendor's model id (`slot:<id>`). */
export const houseSlotGameNames: Readonly<Record<string, HouseGameNames>> = {
  'golden-temple': { en: 'Golden Temple', th: 'วิหารทองคำ', 'pt-BR': 'Templo Dourado', fil: 'Gintong Templo' },
  'mekong-dragon': { en: 'Mekong Dragon', th: 'มังกรแม่โขง', 'pt-BR': 'Dragão do Mekong', fil: 'Dragon ng Mekong' },
  'fruit-fiesta': { en: 'Fruit Fiesta', th: 'เทศกาลผลไม้', 'pt-BR': 'Festa das Frutas', fil: 'Pista ng Prutas' },
  'tuk-tuk-treasure': {
    en: 'Tuk-Tuk Treasure',
    th: 'สมบัติตุ๊กตุ๊ก',
    'pt-BR': 'Tesouro do Tuk-Tuk',
    fil: 'Kayamanan ng Tuk-Tuk',
  },
  'jungle-tiger': { en: 'Jungle Tiger', th: 'เสือป่า', 'pt-BR': 'Tigre da Selva', fil: 'Tigre ng Gubat' },
  'lucky-lantern': { en: 'Lucky Lantern', th: 'โคมนำโชค', 'pt-BR': 'Lanterna da Sorte', fil: 'Masuwerteng Parol' },
  'floating-market': {
    en: 'Floating Market',
    th: 'ตลาดน้ำ',
    'pt-BR': 'Mercado Flutuante',
    fil: 'Lumulutang na Palengke',
  },
  'lotus-cascade': {
    en: 'Lotus Cascade',
    th: 'สระบัวมหัศจรรย์',
    'pt-BR': 'Cascata de Lótus',
    fil: 'Lotus na Bumubuhos',
  },
  'jade-coins': { en: 'Jade Coins', th: 'เหรียญหยก', 'pt-BR': 'Moedas de Jade', fil: 'Mga Baryang Jade' },
};

/** The live tables the vendor deals (its game ids). */
export const houseTableGames: readonly { id: string; names: HouseGameNames }[] = [
  { id: 'baccarat', names: { en: 'Baccarat', th: 'บาคาร่า', 'pt-BR': 'Bacará', fil: 'Baccarat' } },
  { id: 'dragon-tiger', names: { en: 'Dragon Tiger', th: 'เสือมังกร', 'pt-BR': 'Dragão Tigre', fil: 'Dragon Tiger' } },
  { id: 'roulette', names: { en: 'Roulette', th: 'รูเล็ต', 'pt-BR': 'Roleta', fil: 'Roulette' } },
];

/** The slot games' model ids, in the order the catalogue lists them. */
export const houseSlotGameIds: readonly string[] = Object.keys(houseSlotGameNames);

/**
 * Fishing games by the vendor's id (`fish:<id>`): each one species table, stated RTP and theme of the fishing
 * engine. Listed in the FISH category.
 */
export const houseFishingGames: readonly { id: string; names: HouseGameNames }[] = [
  {
    id: 'coral-reef',
    names: { en: 'Coral Reef Hunt', th: 'ล่าปลาแนวปะการัง', 'pt-BR': 'Caçada no Recife', fil: 'Pangangaso sa Bahura' },
  },
  {
    id: 'river-dragon',
    names: {
      en: 'River Dragon Catch',
      th: 'จับปลามังกรแม่น้ำ',
      'pt-BR': 'Pesca do Dragão do Rio',
      fil: 'Huli ng Dragon ng Ilog',
    },
  },
];

/**
 * Player-versus-player card tables by the vendor's id (`pvp:<id>`): Pok Deng and Texas Hold'em, listed in the PVP
 * category. Real-money seats are for people only; `trial` says a free-play table (which may seat labelled computer
 * players) exists.
 */
export const houseCardGames: readonly { id: string; names: HouseGameNames; trial: boolean }[] = [
  { id: 'pok-deng', names: { en: 'Pok Deng', th: 'ป๊อกเด้ง', 'pt-BR': 'Pok Deng', fil: 'Pok Deng' }, trial: false },
  {
    id: 'holdem-6max',
    names: {
      en: 'Texas Hold’em 6-Max',
      th: 'เท็กซัสโฮลเดม 6 ที่นั่ง',
      'pt-BR': 'Texas Hold’em 6-Max',
      fil: 'Texas Hold’em 6-Max',
    },
    trial: false,
  },
  {
    id: 'holdem-heads-up',
    names: {
      en: 'Texas Hold’em Heads-Up',
      th: 'เท็กซัสโฮลเดม ตัวต่อตัว',
      'pt-BR': 'Texas Hold’em Heads-Up',
      fil: 'Texas Hold’em Heads-Up',
    },
    trial: false,
  },
];
