import type { VendorLanguage } from '../../src/play/play-contract.js';
import type { CommonMessageKey } from '../shared/common-messages.js';
import { commonMessages } from '../shared/common-messages.js';
import type { Dictionaries } from '../shared/i18n.js';

type Texts = Record<VendorLanguage, string>;
const t = (th: string, en: string, pt: string, fil: string): Texts => ({ th, en, 'pt-BR': pt, fil });

/** Every text of the fishing page, written key by key in all four languages side by side. */
const texts = {
  'fishing.title': t('ยิงปลา', 'Fishing', 'Pesca', 'Pangingisda'),
  'fishing.room': t('ห้อง', 'Room', 'Sala', 'Kuwarto'),
  'fishing.room.novice': t('มือใหม่', 'Novice', 'Iniciante', 'Baguhan'),
  'fishing.room.standard': t('มาตรฐาน', 'Standard', 'Padrão', 'Karaniwan'),
  'fishing.room.expert': t('เซียน', 'Expert', 'Especialista', 'Eksperto'),
  'fishing.bulletValue': t('มูลค่ากระสุน', 'Bullet value', 'Valor da bala', 'Halaga ng bala'),
  'fishing.bulletDown': t('ลดมูลค่ากระสุน', 'Lower bullet value', 'Diminuir valor da bala', 'Babaan ang halaga ng bala'),
  'fishing.bulletUp': t('เพิ่มมูลค่ากระสุน', 'Raise bullet value', 'Aumentar valor da bala', 'Taasan ang halaga ng bala'),
  'fishing.magazine': t('แม็กกาซีน', 'Magazine', 'Pente', 'Magasin'),
  'fishing.magazineSize': t('{count} นัด', '{count} bullets', '{count} balas', '{count} bala'),
  'fishing.buy': t(
    'ซื้อ {count} นัด · {amount}',
    'Buy {count} · {amount}',
    'Comprar {count} · {amount}',
    'Bumili ng {count} · {amount}',
  ),
  'fishing.buying': t('กำลังซื้อ…', 'Buying…', 'Comprando…', 'Binibili…'),
  'fishing.settling': t('กำลังสรุปรอบ…', 'Settling the round…', 'Fechando a rodada…', 'Tinatapos ang round…'),
  'fishing.bulletsLeft': t('กระสุนคงเหลือ', 'Bullets left', 'Balas restantes', 'Natitirang bala'),
  'fishing.roundWin': t('ชนะรอบนี้', 'Round win', 'Ganho da rodada', 'Panalo sa round'),
  'fishing.autoFire': t('ยิงอัตโนมัติ', 'Auto fire', 'Tiro automático', 'Awtomatikong putok'),
  'fishing.autoAim': t('ล็อกเป้า', 'Auto aim', 'Mira automática', 'Awtomatikong asinta'),
  'fishing.cashOut': t('จบรอบ', 'End round', 'Encerrar rodada', 'Tapusin ang round'),
  'fishing.soundOn': t('เปิดเสียง', 'Sound on', 'Som ligado', 'May tunog'),
  'fishing.soundOff': t('ปิดเสียง', 'Sound off', 'Som desligado', 'Walang tunog'),
  'fishing.rules': t('กติกา', 'Rules', 'Regras', 'Mga patakaran'),
  'fishing.you': t('คุณ', 'You', 'Você', 'Ikaw'),
  'fishing.player': t('ผู้เล่น', 'Player', 'Jogador', 'Manlalaro'),
  'fishing.hint': t(
    'ซื้อแม็กกาซีน แล้วแตะที่น้ำเพื่อยิง หรือแตะปลาเพื่อล็อกเป้า',
    'Buy a magazine, then tap the water to shoot or tap a fish to lock on it',
    'Compre um pente e toque na água para atirar ou num peixe para mirar nele',
    'Bumili ng magasin, saka i-tap ang tubig para pumutok o ang isda para asintahin',
  ),
  'fishing.settled': t(
    'สรุปรอบ: ชนะ {win} · คืนกระสุน {refund}',
    'Round settled: won {win} · bullets refunded {refund}',
    'Rodada fechada: ganhou {win} · balas devolvidas {refund}',
    'Tapos ang round: panalo {win} · ibinalik na bala {refund}',
  ),
  'fishing.reconnecting': t('กำลังเชื่อมต่อใหม่…', 'Reconnecting…', 'Reconectando…', 'Kumokonekta muli…'),
  'fishing.rules.title': t('กติกาและอัตราจ่าย', 'Rules and pays', 'Regras e pagamentos', 'Mga patakaran at bayad'),
  'fishing.rules.rtp': t(
    'อัตราคืนผู้เล่น (RTP) {rtp}% ต่อกระสุน เท่ากันทุกเป้า ทุกห้อง และทุกมูลค่ากระสุน',
    'Return to player (RTP) {rtp}% per bullet, the same for every target, room and bullet value.',
    'Retorno ao jogador (RTP) de {rtp}% por bala, igual para todo alvo, sala e valor de bala.',
    'Return to player (RTP) na {rtp}% bawat bala, pareho sa bawat target, kuwarto at halaga ng bala.',
  ),
  'fishing.rules.skill': t(
    'ผลไม่ขึ้นกับฝีมือ: ปลาใหญ่จ่ายมากแต่จับได้ยากกว่า โอกาสจับของคุณไม่ขึ้นกับผู้เล่นคนอื่น ยอดเงิน หรือผลที่ผ่านมา',
    'Skill plays no part: bigger fish pay more and are caught less often. Your chance never depends on other players, your balance or past results.',
    'A habilidade não influencia: peixes maiores pagam mais e são pegos com menos frequência. Sua chance nunca depende de outros jogadores, do seu saldo ou de resultados anteriores.',
    'Walang kinalaman ang galing: mas malaki ang bayad ng malalaking isda pero mas bihirang mahuli. Hindi nakadepende ang tsansa mo sa ibang manlalaro, sa balanse mo o sa mga nakaraang resulta.',
  ),
  'fishing.rules.magazine': t(
    'แต่ละรอบคือแม็กกาซีนหนึ่งชุด: จ่ายค่ากระสุนทั้งหมดตอนซื้อ เมื่อจบรอบจะได้รับเงินรางวัลพร้อมคืนค่ากระสุนที่ไม่ได้ยิง ยิงไม่โดน หรือยิงโดนปลาที่ถูกจับไปแล้ว การออกจากเกมจะสรุปรอบให้ทันที',
    'Each round is one magazine: you pay for all its bullets when you buy it. When it ends you receive your wins plus a refund of every bullet not fired, that hit nothing, or that reached a fish already caught. Leaving the game settles the round at once.',
    'Cada rodada é um pente: você paga todas as balas ao comprá-lo. Ao final recebe os ganhos e a devolução de cada bala não disparada, que não acertou nada ou que chegou a um peixe já pego. Sair do jogo fecha a rodada na hora.',
    'Ang bawat round ay isang magasin: babayaran mo ang lahat ng bala pagbili. Sa dulo matatanggap mo ang panalo at ang refund ng bawat balang hindi naiputok, walang tinamaan, o umabot sa isdang nahuli na. Ang pag-alis sa laro ay agad na tatapos sa round.',
  ),
  'fishing.rules.specials': t(
    'ปลาพิเศษ: ระเบิดจับปลาในรัศมีด้วย สายฟ้าจับปลาที่อยู่ใกล้ที่สุดด้วย สว่านเจาะจับปลาที่อยู่ในแนวเดียวกัน เงินรางวัลคือผลรวมของปลาทั้งหมด และนับจากปลาบนจอตอนกระสุนถึงเป้า',
    'Special fish: a bomb also takes the fish around it, lightning the nearest fish, a drill the fish in its line. The pay is the sum of all of them, counted from the screen when the bullet arrives.',
    'Peixes especiais: a bomba leva também os peixes ao redor, o raio os mais próximos, a broca os da sua linha. O pagamento é a soma de todos, contada na tela quando a bala chega.',
    'Espesyal na isda: kasama ng bomba ang mga isda sa paligid, ng kidlat ang pinakamalapit, ng barena ang nasa linya nito. Ang bayad ay kabuuan nilang lahat, bilang mula sa screen pagdating ng bala.',
  ),
  'fishing.rules.boss': t(
    'บอส: เมื่อจับได้จะหมุนวงล้อตัวคูณ {wheel} (ค่าเฉลี่ย ×{average})',
    'Boss: when caught it spins a multiplier wheel of {wheel} (average ×{average}).',
    'Chefe: ao ser pego, gira uma roda de multiplicadores {wheel} (média ×{average}).',
    'Boss: kapag nahuli, iikot ang gulong ng multiplier na {wheel} (karaniwang ×{average}).',
  ),
  'fishing.rules.limits': t(
    'ยิงได้สูงสุด 8 นัดต่อวินาที และมีกระสุนในอากาศได้ 20 นัด',
    'Up to 8 shots a second and 20 bullets in flight.',
    'Até 8 tiros por segundo e 20 balas no ar.',
    'Hanggang 8 putok bawat segundo at 20 balang lumilipad.',
  ),
  'fishing.fairness.title': t('ตรวจสอบความยุติธรรม', 'Provable fairness', 'Justiça verificável', 'Napapatunayang patas'),
  'fishing.fairness.explain': t(
    'ก่อนยิงนัดแรกของแต่ละแม็กกาซีน เกมจะแสดงแฮช SHA-256 ของเมล็ดสุ่มฝั่งเซิร์ฟเวอร์ กระสุนแต่ละนัดสุ่มจากเมล็ดนั้น เมล็ดของคุณ รอบ และลำดับกระสุน เมื่อจบรอบเกมจะเปิดเผยเมล็ดเซิร์ฟเวอร์ ให้คุณตรวจแฮชและคำนวณผลทุกนัดซ้ำได้',
    "Before a magazine's first shot the game shows the SHA-256 hash of its server seed. Each bullet draws from that seed, your seed, the round and the bullet's number. When the round ends the server seed is revealed, so you can check the hash and replay every shot.",
    'Antes do primeiro tiro de cada pente o jogo mostra o hash SHA-256 da semente do servidor. Cada bala sorteia a partir dessa semente, da sua semente, da rodada e do número da bala. No fim da rodada a semente do servidor é revelada, para você conferir o hash e refazer cada tiro.',
    'Bago ang unang putok ng bawat magasin, ipinapakita ng laro ang SHA-256 hash ng server seed. Bawat bala ay bumubunot mula sa seed na iyon, sa seed mo, sa round at sa numero ng bala. Pagtatapos ng round, ilalantad ang server seed para masuri mo ang hash at maulit ang bawat putok.',
  ),
  'fishing.fairness.clientSeed': t(
    'เมล็ดของคุณ (ใช้ในแม็กกาซีนถัดไป)',
    'Your seed (used from the next magazine)',
    'Sua semente (vale a partir do próximo pente)',
    'Ang seed mo (gagamitin sa susunod na magasin)',
  ),
  'fishing.fairness.commitment': t(
    'แฮชเมล็ดเซิร์ฟเวอร์ของรอบนี้',
    "This round's server seed hash",
    'Hash da semente do servidor desta rodada',
    'Hash ng server seed ng round na ito',
  ),
  'fishing.fairness.lastSeed': t(
    'เมล็ดเซิร์ฟเวอร์ของรอบที่แล้ว',
    "Last round's server seed",
    'Semente do servidor da última rodada',
    'Server seed ng nakaraang round',
  ),
  'fishing.error.INVALID_SEED': t(
    'เมล็ดใช้ได้เฉพาะตัวอักษร ตัวเลข - และ _ ไม่เกิน 64 ตัว',
    'A seed may hold letters, digits, - and _ only, up to 64.',
    'A semente aceita só letras, dígitos, - e _, até 64.',
    'Letra, numero, - at _ lang ang puwede sa seed, hanggang 64.',
  ),
  'fishing.rules.pay': t('จ่าย', 'Pays', 'Paga', 'Bayad'),
  'fishing.rules.payBomb': t(
    '×{multiplier} + ปลาในรัศมี (สูงสุด {limit})',
    '×{multiplier} + the fish around (up to {limit})',
    '×{multiplier} + peixes ao redor (até {limit})',
    '×{multiplier} + mga isda sa paligid (hanggang {limit})',
  ),
  'fishing.rules.payChain': t(
    '×{multiplier} + ปลาที่ใกล้ที่สุด (สูงสุด {limit})',
    '×{multiplier} + the nearest fish (up to {limit})',
    '×{multiplier} + peixes mais próximos (até {limit})',
    '×{multiplier} + pinakamalapit na isda (hanggang {limit})',
  ),
  'fishing.rules.payDrill': t(
    '×{multiplier} + ปลาในแนวเจาะ (สูงสุด {limit})',
    '×{multiplier} + the fish in its line (up to {limit})',
    '×{multiplier} + peixes na linha (até {limit})',
    '×{multiplier} + mga isda sa linya (hanggang {limit})',
  ),
  'fishing.rules.payBoss': t('×{low}–×{high}', '×{low}–×{high}', '×{low}–×{high}', '×{low}–×{high}'),
  'fishing.error.INVALID_MESSAGE': t(
    'คำสั่งไม่ถูกต้อง',
    'That action was not understood.',
    'Ação não reconhecida.',
    'Hindi naintindihan ang aksyon.',
  ),
  'fishing.error.INVALID_ROOM': t(
    'ไม่มีห้องนี้',
    'This room does not exist.',
    'Esta sala não existe.',
    'Walang ganitong kuwarto.',
  ),
  'fishing.error.ROOM_FULL': t(
    'ห้องเต็ม โปรดลองอีกครั้ง',
    'The room is full. Please try again.',
    'A sala está cheia. Tente de novo.',
    'Puno ang kuwarto. Subukan muli.',
  ),
  'fishing.error.NOT_SEATED': t(
    'กำลังเข้าห้อง โปรดรอสักครู่',
    'Joining the room, one moment.',
    'Entrando na sala, um instante.',
    'Pumapasok sa kuwarto, sandali lang.',
  ),
  'fishing.error.INVALID_BULLET': t(
    'ห้องนี้ไม่มีมูลค่ากระสุนนี้',
    'This room does not offer that bullet value.',
    'Esta sala não oferece esse valor de bala.',
    'Walang ganitong halaga ng bala sa kuwartong ito.',
  ),
  'fishing.error.INVALID_MAGAZINE': t(
    'ไม่มีแม็กกาซีนขนาดนี้',
    'That magazine size is not offered.',
    'Esse tamanho de pente não é oferecido.',
    'Walang ganitong laki ng magasin.',
  ),
  'fishing.error.ROUND_OPEN': t(
    'ใช้แม็กกาซีนนี้ให้หมดหรือจบรอบก่อน',
    'Finish or end this magazine first.',
    'Termine ou encerre este pente primeiro.',
    'Tapusin muna ang magasing ito.',
  ),
  'fishing.error.NO_MAGAZINE': t(
    'ซื้อแม็กกาซีนก่อนยิง',
    'Buy a magazine to shoot.',
    'Compre um pente para atirar.',
    'Bumili ng magasin para pumutok.',
  ),
  'fishing.error.MAGAZINE_EMPTY': t(
    'กระสุนหมดแล้ว',
    'The magazine is empty.',
    'O pente está vazio.',
    'Ubos na ang bala.',
  ),
  'fishing.error.TOO_FAST': t(
    'ยิงเร็วเกินไป',
    'Shooting too fast.',
    'Atirando rápido demais.',
    'Masyadong mabilis ang putok.',
  ),
  'fishing.error.TOO_MANY_BULLETS': t(
    'กระสุนในอากาศมากเกินไป',
    'Too many bullets in flight.',
    'Balas demais no ar.',
    'Masyadong maraming balang lumilipad.',
  ),
  'fishing.error.INSUFFICIENT_FUNDS': t(
    'ยอดเงินไม่พอสำหรับแม็กกาซีนนี้',
    'Your balance is too low for this magazine.',
    'Seu saldo é insuficiente para este pente.',
    'Kulang ang balanse mo para sa magasing ito.',
  ),
  'fishing.error.WALLET_UNAVAILABLE': t(
    'กระเป๋าเงินไม่พร้อมใช้งานชั่วคราว โปรดลองอีกครั้ง',
    'The wallet is briefly unavailable. Please try again.',
    'A carteira está indisponível no momento. Tente de novo.',
    'Pansamantalang hindi available ang wallet. Subukan muli.',
  ),
  'fishing.error.PLAYER_BLOCKED': t(
    'บัญชีของคุณเล่นเกมนี้ไม่ได้ในขณะนี้',
    'Your account cannot play this game right now.',
    'Sua conta não pode jogar este jogo agora.',
    'Hindi makakalaro ang account mo ngayon.',
  ),
  'fishing.error.SESSION_NOT_FOUND': t(
    'เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมใหม่จากล็อบบี้',
    'Your game session has ended. Please open the game again from the lobby.',
    'Sua sessão de jogo terminou. Abra o jogo novamente pelo lobby.',
    'Tapos na ang iyong session. Buksan muli ang laro mula sa lobby.',
  ),
  'fishing.error.LOSS_LIMIT_REACHED': t(
    'ถึงวงเงินขาดทุน {limitText} แล้ว ซื้อได้อีกครั้ง {resetsAtText}',
    'You reached your loss limit of {limitText}. You can buy again from {resetsAtText}.',
    'Você atingiu seu limite de perda de {limitText}. Poderá comprar de novo a partir de {resetsAtText}.',
    'Naabot mo na ang loss limit na {limitText}. Makakabili ka ulit mula {resetsAtText}.',
  ),
  'fishing.error.WAGER_LIMIT_REACHED': t(
    'ถึงวงเงินเดิมพัน {limitText} แล้ว ซื้อได้อีกครั้ง {resetsAtText}',
    'You reached your wager limit of {limitText}. You can buy again from {resetsAtText}.',
    'Você atingiu seu limite de apostas de {limitText}. Poderá comprar de novo a partir de {resetsAtText}.',
    'Naabot mo na ang wager limit na {limitText}. Makakabili ka ulit mula {resetsAtText}.',
  ),
  'fishing.error.SESSION_LIMIT_REACHED': t(
    'ถึงเวลาเล่นที่คุณกำหนดไว้แล้ว',
    'You reached the playing time you set.',
    'Você atingiu o tempo de jogo que definiu.',
    'Naabot mo na ang oras ng paglalaro na itinakda mo.',
  ),
  'fishing.error.PLAYER_TIMED_OUT': t(
    'คุณพักการเล่นอยู่จนถึง {endsAtText}',
    'You are taking a break until {endsAtText}.',
    'Você está em pausa até {endsAtText}.',
    'Naka-break ka hanggang {endsAtText}.',
  ),
  'fishing.error.PLAYER_SELF_EXCLUDED': t(
    'คุณงดการเล่นด้วยตนเองจนถึง {endsAtText}',
    'You excluded yourself from play until {endsAtText}.',
    'Você se autoexcluiu do jogo até {endsAtText}.',
    'Ibinukod mo ang sarili mo sa paglalaro hanggang {endsAtText}.',
  ),
  // Species: our own names.
  'species.minnow': t('ปลาซิว', 'Minnow', 'Lambari', 'Dilis'),
  'species.clownfish': t('ปลาการ์ตูน', 'Clownfish', 'Peixe-palhaço', 'Clownfish'),
  'species.pufferfish': t('ปลาปักเป้า', 'Pufferfish', 'Baiacu', 'Butete'),
  'species.angelfish': t('ปลาเทวดา', 'Angelfish', 'Peixe-anjo', 'Angelfish'),
  'species.lionfish': t('ปลาสิงโต', 'Lionfish', 'Peixe-leão', 'Lionfish'),
  'species.turtle': t('เต่าทะเล', 'Sea turtle', 'Tartaruga-marinha', 'Pawikan'),
  'species.manta': t('กระเบนราหู', 'Manta ray', 'Raia-manta', 'Pagi'),
  'species.shark': t('ฉลาม', 'Shark', 'Tubarão', 'Pating'),
  'species.golden-shark': t('ฉลามทอง', 'Golden shark', 'Tubarão dourado', 'Gintong pating'),
  'species.whale': t('วาฬ', 'Whale', 'Baleia', 'Balyena'),
  'species.bomb-crab': t('ปูระเบิด', 'Bomb crab', 'Caranguejo-bomba', 'Alimangong bomba'),
  'species.lightning-eel': t('ปลาไหลสายฟ้า', 'Lightning eel', 'Enguia-relâmpago', 'Igat na kidlat'),
  'species.drill-lobster': t('กุ้งมังกรสว่าน', 'Drill lobster', 'Lagosta-broca', 'Ulang na barena'),
  'species.kraken': t('คราเคน', 'Kraken', 'Kraken', 'Kraken'),
  'species.shrimp': t('กุ้งฝอย', 'River shrimp', 'Camarão de rio', 'Hipon'),
  'species.carp': t('ปลาตะเพียน', 'Carp', 'Carpa', 'Karpa'),
  'species.catfish': t('ปลาดุก', 'Catfish', 'Bagre', 'Hito'),
  'species.koi': t('ปลาคาร์ป', 'Koi', 'Carpa koi', 'Koi'),
  'species.arowana': t('ปลามังกร', 'Arowana', 'Aruanã', 'Arowana'),
  'species.river-turtle': t('เต่าแม่น้ำ', 'River turtle', 'Tartaruga de rio', 'Pagong-ilog'),
  'species.crocodile': t('จระเข้', 'Crocodile', 'Crocodilo', 'Buwaya'),
  'species.golden-carp': t('ปลาตะเพียนทอง', 'Golden carp', 'Carpa dourada', 'Gintong karpa'),
  'species.giant-catfish': t('ปลาบึก', 'Giant catfish', 'Bagre gigante', 'Higanteng hito'),
  'species.firecracker-frog': t('กบประทัด', 'Firecracker frog', 'Sapo-rojão', 'Palakang paputok'),
  'species.thunder-gar': t('ปลากระทุงเหวสายฟ้า', 'Thunder gar', 'Peixe-agulha trovão', 'Kulog na balo'),
  'species.drill-crab': t('ปูสว่าน', 'Drill crab', 'Caranguejo-broca', 'Alimangong barena'),
  'species.river-dragon': t('มังกรแม่น้ำ', 'River dragon', 'Dragão do rio', 'Dragon ng ilog'),
} satisfies Record<string, Texts>;

export type FishingMessageKey = keyof typeof texts | CommonMessageKey;

function byLanguage(language: VendorLanguage): Record<keyof typeof texts, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value[language]])) as Record<
    keyof typeof texts,
    string
  >;
}

export const fishingPageMessages: Dictionaries<FishingMessageKey> = {
  th: { ...commonMessages.th, ...byLanguage('th') },
  en: { ...commonMessages.en, ...byLanguage('en') },
  'pt-BR': { ...commonMessages['pt-BR'], ...byLanguage('pt-BR') },
  fil: { ...commonMessages.fil, ...byLanguage('fil') },
};
