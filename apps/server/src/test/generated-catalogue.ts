import type { CatalogueGame, GameClassification, GameType, VendorWalletModel } from '@croupier/contracts';
import { houseSlotGameIds } from '@croupier/contracts';
import type { DemoLotteryGame } from '../modules/games/demo-lottery.js';
import { demoLotteryVendors, lotteryGamesOf } from '../modules/games/demo-lottery.js';
import { lotteryTile } from '../modules/games/demo-catalogue.js';

/**
 * A generated catalogue for tests and benches (bench/games-bench.ts proves the lobby on 10,000 and 100,000 games):
 * every category of spec §1 under invented vendors, names in Thai and English composed from word lists.
 * Deterministic: the same size always gives the same games. Never seeded into a brand players see; the lottery
 * vendors list the lottery's real games (demo-lottery.ts) when the caller hands them in.
 */

type GeneratedType = Exclude<GameType, 'LOTT' | 'ELOTT'>;

export type GeneratedVendor = {
  code: string;
  name: string;
  gameType: GeneratedType;
  weight: number;
  walletModel: VendorWalletModel;
};

/**
 * The vendors of generated games, invented names only (never a real company's); a vendor may appear in several
 * categories (Vendor Delta makes slots and fishing games).
 */
export const generatedVendors: readonly GeneratedVendor[] = [
  { code: 'VA', name: 'Vendor Alpha', gameType: 'RNG', weight: 14, walletModel: 'seamless' },
  { code: 'VB', name: 'Vendor Bravo', gameType: 'RNG', weight: 10, walletModel: 'seamless' },
  { code: 'VC', name: 'Vendor Charlie', gameType: 'RNG', weight: 12, walletModel: 'seamless' },
  { code: 'VD', name: 'Vendor Delta', gameType: 'RNG', weight: 10, walletModel: 'seamless' },
  { code: 'VE', name: 'Vendor Echo', gameType: 'RNG', weight: 10, walletModel: 'seamless' },
  { code: 'VF', name: 'Vendor Foxtrot', gameType: 'RNG', weight: 8, walletModel: 'seamless' },
  { code: 'VG', name: 'Vendor Golf', gameType: 'RNG', weight: 10, walletModel: 'seamless' },
  { code: 'VH', name: 'Vendor Hotel', gameType: 'RNG', weight: 8, walletModel: 'transfer' },
  { code: 'LA', name: 'Live Alpha', gameType: 'LIVE', weight: 1.2, walletModel: 'seamless' },
  { code: 'LB', name: 'Live Bravo', gameType: 'LIVE', weight: 1, walletModel: 'seamless' },
  { code: 'LC', name: 'Live Charlie', gameType: 'LIVE', weight: 1, walletModel: 'transfer' },
  { code: 'LD', name: 'Live Delta', gameType: 'LIVE', weight: 0.8, walletModel: 'seamless' },
  { code: 'VD', name: 'Vendor Delta', gameType: 'FISH', weight: 1, walletModel: 'seamless' },
  { code: 'VE', name: 'Vendor Echo', gameType: 'FISH', weight: 0.8, walletModel: 'seamless' },
  { code: 'VF', name: 'Vendor Foxtrot', gameType: 'FISH', weight: 0.6, walletModel: 'seamless' },
  { code: 'VG', name: 'Vendor Golf', gameType: 'FISH', weight: 0.8, walletModel: 'seamless' },
  { code: 'PA', name: 'Cards Alpha', gameType: 'PVP', weight: 1, walletModel: 'seamless' },
  { code: 'PB', name: 'Cards Bravo', gameType: 'PVP', weight: 1, walletModel: 'transfer' },
  { code: 'SPA', name: 'Sports Alpha', gameType: 'SPORTS', weight: 0.1, walletModel: 'seamless' },
  { code: 'SPB', name: 'Sports Bravo', gameType: 'SPORTS', weight: 0.1, walletModel: 'seamless' },
  { code: 'SPC', name: 'Sports Charlie', gameType: 'SPORTS', weight: 0.1, walletModel: 'transfer' },
  { code: 'EA', name: 'Arena Alpha', gameType: 'ESPORTS', weight: 0.06, walletModel: 'seamless' },
  { code: 'EB', name: 'Arena Bravo', gameType: 'ESPORTS', weight: 0.06, walletModel: 'seamless' },
  { code: 'EC', name: 'Arena Charlie', gameType: 'ESPORTS', weight: 0.06, walletModel: 'seamless' },
  { code: 'ED', name: 'Arena Delta', gameType: 'ESPORTS', weight: 0.06, walletModel: 'seamless' },
  { code: 'EE', name: 'Arena Echo', gameType: 'ESPORTS', weight: 0.06, walletModel: 'seamless' },
  { code: 'CA', name: 'Ring Alpha', gameType: 'COCKFIGHT', weight: 0.05, walletModel: 'seamless' },
];

type Word = readonly [en: string, th: string];

const adjectives: readonly Word[] = [
  ['Golden', 'ทองคำ'],
  ['Lucky', 'นำโชค'],
  ['Mystic', 'ลึกลับ'],
  ['Royal', 'หลวง'],
  ['Wild', 'ไวลด์'],
  ['Jade', 'หยก'],
  ['Crystal', 'คริสตัล'],
  ['Sacred', 'ศักดิ์สิทธิ์'],
  ['Ancient', 'โบราณ'],
  ['Silver', 'เงิน'],
  ['Crimson', 'สีชาด'],
  ['Thunder', 'สายฟ้า'],
  ['Happy', 'แสนสุข'],
  ['Mighty', 'ทรงพลัง'],
  ['Secret', 'ซ่อนเร้น'],
  ['Midnight', 'เที่ยงคืน'],
  ['Blazing', 'ลุกโชน'],
  ['Frozen', 'เยือกแข็ง'],
  ['Heavenly', 'สวรรค์'],
  ['Emerald', 'มรกต'],
  ['Sweet', 'หวาน'],
  ['Magic', 'มหัศจรรย์'],
  ['Great', 'ยิ่งใหญ่'],
  ['Shining', 'เจิดจรัส'],
  ['Fortune', 'มั่งคั่ง'],
  ['Rising', 'รุ่งโรจน์'],
  ['Eternal', 'นิรันดร์'],
  ['Dancing', 'ร่ายรำ'],
  ['Flying', 'เหินฟ้า'],
  ['Diamond', 'เพชร'],
];

const nouns: readonly Word[] = [
  ['Dragon', 'มังกร'],
  ['Tiger', 'เสือ'],
  ['Phoenix', 'หงส์'],
  ['Treasure', 'สมบัติ'],
  ['Empire', 'อาณาจักร'],
  ['Legend', 'ตำนาน'],
  ['Temple', 'วิหาร'],
  ['Gems', 'อัญมณี'],
  ['Koi', 'ปลาคาร์ป'],
  ['Panda', 'แพนด้า'],
  ['Elephant', 'ช้าง'],
  ['Lotus', 'ดอกบัว'],
  ['Moon', 'พระจันทร์'],
  ['Sun', 'พระอาทิตย์'],
  ['Samurai', 'ซามูไร'],
  ['Pirate', 'โจรสลัด'],
  ['Wolf', 'หมาป่า'],
  ['Buffalo', 'ควาย'],
  ['Queen', 'ราชินี'],
  ['King', 'ราชา'],
  ['Ocean', 'มหาสมุทร'],
  ['Jungle', 'ป่าใหญ่'],
  ['Fruits', 'ผลไม้'],
  ['Candy', 'ลูกอม'],
  ['Festival', 'เทศกาล'],
  ['Garden', 'สวน'],
  ['Palace', 'พระราชวัง'],
  ['Warrior', 'นักรบ'],
  ['Goddess', 'เทพธิดา'],
  ['Mango', 'มะม่วง'],
  ['Naga', 'พญานาค'],
  ['Garuda', 'ครุฑ'],
  ['Fortune', 'โชคลาภ'],
  ['Riches', 'ความร่ำรวย'],
  ['Coins', 'เหรียญ'],
  ['Lantern', 'โคมไฟ'],
  ['Star', 'ดวงดาว'],
  ['Pyramid', 'พีระมิด'],
  ['Volcano', 'ภูเขาไฟ'],
  ['Rooster', 'ไก่ชน'],
];

const suffixes: readonly Word[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  ['Ways', 'เวย์'],
  ['Deluxe', 'ดีลักซ์'],
  ['Rush', 'รัช'],
  ['Hold & Win', 'โฮลด์แอนด์วิน'],
  ['Gold', 'โกลด์'],
  ['Jackpot', 'แจ็กพอต'],
  ['Bonanza', 'โบนันซ่า'],
  ['Quest', 'ผจญภัย'],
];

const tableGames: Record<Exclude<GeneratedType, 'RNG'>, Word[]> = {
  LIVE: [
    ['Baccarat', 'บาคาร่า'],
    ['Speed Baccarat', 'บาคาร่าสปีด'],
    ['Squeeze Baccarat', 'บาคาร่าบีบไพ่'],
    ['Roulette', 'รูเล็ต'],
    ['Dragon Tiger', 'เสือมังกร'],
    ['Auto Roulette', 'รูเล็ตอัตโนมัติ'],
    ['Speed Dragon Tiger', 'เสือมังกรสปีด'],
  ],
  FISH: [
    ['Fishing', 'ยิงปลา'],
    ['Ocean Hunter', 'นักล่ามหาสมุทร'],
    ['Fish Catch', 'จับปลา'],
    ['Deep Sea', 'ทะเลลึก'],
  ],
  PVP: [
    ["Texas Hold'em", 'เท็กซัสโฮลเด็ม'],
    ['Pok Deng', 'ป๊อกเด้ง'],
    ['Hi-Lo', 'ไฮโล'],
    ['Teen Patti', 'ทีนปัตตี'],
    ['Kaeng', 'แคง'],
    ['Blackjack', 'แบล็คแจ็ค'],
    ['Dummy', 'ดัมมี่'],
  ],
  SPORTS: [
    ['Sportsbook', 'กีฬา'],
    ['Football', 'ฟุตบอล'],
    ['Virtual Sports', 'กีฬาเสมือน'],
    ['Muay Thai', 'มวยไทย'],
  ],
  ESPORTS: [
    ['E-Sports Arena', 'อีสปอร์ตอารีน่า'],
    ['Dota League', 'ลีกโดต้า'],
    ['Valorant Cup', 'วาโลแรนต์คัพ'],
  ],
  COCKFIGHT: [
    ['Cockfight Arena', 'สนามชนไก่'],
    ['Sabong Live', 'ชนไก่สด'],
  ],
};

/** mulberry32: a small seeded generator, so a generated catalogue is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const romans = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/** Shares `total` among vendors by weight, at least `minimum` each (largest remainders). */
export function shareByWeight(total: number, weights: readonly number[], minimum: number): number[] {
  const base = weights.map(() => minimum);
  const rest = Math.max(0, total - minimum * weights.length);
  const sum = weights.reduce((accumulator, weight) => accumulator + weight, 0);
  const exact = weights.map((weight) => (rest * weight) / sum);
  const floors = exact.map(Math.floor);
  let left = rest - floors.reduce((accumulator, value) => accumulator + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  order.sort((first, second) => second.remainder - first.remainder || first.index - second.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return base.map((value, index) => value + (floors[index] ?? 0));
}

function pick<Item>(random: () => number, items: readonly Item[]): Item {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function classificationsFor(random: () => number, gameType: GameType): GameClassification[] {
  if (gameType !== 'RNG') return gameType === 'LIVE' || gameType === 'PVP' ? ['TG'] : [];
  const roll = random();
  if (roll < 0.08) return ['JP'];
  if (roll < 0.12) return ['SC'];
  if (roll < 0.15) return ['VP'];
  if (roll < 0.19) return ['TG'];
  if (roll < 0.23) return ['AC'];
  if (roll < 0.25) return ['BG'];
  return [];
}

/**
 * The VASSALAGE games: a parent that opens a list of sub-games (spec §3 isGame). None for the lottery vendors: a
 * lottery tile opens the lottery's page, which has its own game menu.
 */
const vassalageParents: { vendor: string; gameCode: string; names: Word; children: number }[] = [
  { vendor: 'VC', gameCode: 'VC-COLLECTION', names: ['Gods Collection', 'รวมเกมแห่งเทพ'], children: 6 },
  { vendor: 'LA', gameCode: 'LA-LOBBY', names: ['Baccarat Lobby', 'ล็อบบี้บาคาร่า'], children: 5 },
];

/**
 * The house-vendor engine of a game (`HOUSE:<vendor game id>`): slots for RNG games, the live table its name
 * says for LIVE games; other categories wait for their own engines. A transfer-wallet vendor's games run on the
 * house vendor in transfer mode (`HOUSE_TW:`), on the money the player moved to it.
 */
function houseEngineOf(vendor: GeneratedVendor, baseName: string, index: number): string {
  const house = vendor.walletModel === 'transfer' ? 'HOUSE_TW' : 'HOUSE';
  if (vendor.gameType === 'RNG')
    return `${house}:slot:${houseSlotGameIds[index % houseSlotGameIds.length] ?? 'golden-temple'}`;
  // No house engine yet: a test engine nobody registers, so the game is listed and its launch answers maintenance.
  if (vendor.gameType !== 'LIVE') return `TEST:${vendor.gameType.toLowerCase()}`;
  if (baseName.includes('Roulette')) return `${house}:roulette`;
  if (baseName.includes('Dragon Tiger')) return `${house}:dragon-tiger`;
  return `${house}:baccarat`;
}

/**
 * At least `size` games: every lottery game under each lottery vendor that sells it, the rest spread over the
 * other vendors by weight, plus the VASSALAGE sub-games. A catalogue smaller than the lottery still gets every
 * lottery game and two of each other vendor.
 */
export function generateTestCatalogue(size: number, seed = 20_260_101, lotteryGames: readonly DemoLotteryGame[] = []) {
  const random = seededRandom(seed);
  const lotteryTiles = demoLotteryVendors.flatMap((vendor) =>
    lotteryGamesOf(vendor, lotteryGames).map((lottery, index) =>
      lotteryTile(vendor.code, vendor.gameType, lottery, index + 1),
    ),
  );
  const counts = shareByWeight(
    Math.max(0, size - lotteryTiles.length),
    generatedVendors.map((vendor) => vendor.weight),
    2,
  );
  const games: CatalogueGame[] = [];
  generatedVendors.forEach((vendor, vendorIndex) => {
    const used = new Map<string, number>();
    const count = counts[vendorIndex] ?? 0;
    for (let index = 1; index <= count; index += 1) {
      let en: string;
      let th: string;
      let baseName = '';
      if (vendor.gameType === 'RNG') {
        const adjective = pick(random, adjectives);
        const noun = pick(
          random,
          nouns.filter((candidate) => candidate[0] !== adjective[0]),
        );
        const suffix = pick(random, suffixes);
        en = [adjective[0], noun[0], suffix[0]].filter(Boolean).join(' ');
        // Thai puts the noun first: "Golden Dragon" is มังกรทองคำ.
        th = [`${noun[1]}${adjective[1]}`, suffix[1]].filter(Boolean).join(' ');
      } else {
        const [baseEn, baseTh] = pick(random, tableGames[vendor.gameType]);
        baseName = baseEn;
        const flavour = vendor.gameType === 'FISH' || vendor.gameType === 'PVP' ? pick(random, adjectives) : null;
        en = flavour ? `${flavour[0]} ${baseEn}` : baseEn;
        th = flavour ? `${baseTh}${flavour[1]}` : baseTh;
      }
      const seen = used.get(en) ?? 0;
      used.set(en, seen + 1);
      if (seen > 0) {
        const mark = seen < romans.length ? (romans[seen] ?? '') : ` ${seen + 1}`;
        en += mark;
        th += mark;
      }
      const trial = vendor.gameType === 'RNG' || vendor.gameType === 'FISH' ? random() < 0.75 : false;
      games.push({
        vendor: vendor.code,
        gameCode: `${vendor.code}-${vendor.gameType === 'RNG' ? '' : `${vendor.gameType}-`}${String(index).padStart(5, '0')}`,
        gameType: vendor.gameType,
        names: { en, th },
        isHot: random() < 0.03 || index <= 2,
        isNew: random() < 0.05,
        supportPlay: trial ? 0 : 1,
        freeplay: trial ? 1 : 0,
        isGame: 'GAME',
        parentGameCode: null,
        classifications: classificationsFor(random, vendor.gameType),
        sortOrder: Math.floor(random() * 1_000),
        iconUrl: null,
        engine: houseEngineOf(vendor, baseName, index),
        enabled: true,
        maintenance: false,
      });
    }
  });
  games.push(...lotteryTiles);
  for (const parent of vassalageParents) {
    const vendor = generatedVendors.find((candidate) => candidate.code === parent.vendor);
    if (!vendor) continue;
    games.push({
      vendor: parent.vendor,
      gameCode: parent.gameCode,
      gameType: vendor.gameType,
      names: { en: parent.names[0], th: parent.names[1] },
      isHot: true,
      isNew: false,
      supportPlay: 1,
      freeplay: 0,
      isGame: 'VASSALAGE',
      parentGameCode: null,
      classifications: [],
      sortOrder: 0,
      iconUrl: null,
      engine: null,
      enabled: true,
      maintenance: false,
    });
    for (let child = 1; child <= parent.children; child += 1) {
      games.push({
        vendor: parent.vendor,
        gameCode: `${parent.gameCode}-${child}`,
        gameType: vendor.gameType,
        names: { en: `${parent.names[0]} ${child}`, th: `${parent.names[1]} ${child}` },
        isHot: false,
        isNew: false,
        supportPlay: 1,
        freeplay: 0,
        isGame: 'GAME',
        parentGameCode: parent.gameCode,
        classifications: [],
        sortOrder: child,
        iconUrl: null,
        engine: houseEngineOf(vendor, parent.names[0], child),
        enabled: true,
        maintenance: false,
      });
    }
  }
  const vendors = new Map<string, Pick<GeneratedVendor, 'code' | 'name' | 'walletModel'>>();
  for (const vendor of [...generatedVendors, ...demoLotteryVendors])
    if (!vendors.has(vendor.code)) vendors.set(vendor.code, vendor);
  return {
    vendors: [...vendors.values()].map((vendor, index) => ({
      code: vendor.code,
      name: vendor.name,
      walletModel: vendor.walletModel,
      sortOrder: index + 1,
      enabled: true,
      maintenance: false,
    })),
    games,
  };
}
