import type { CommonMessageKey } from '../shared/common-messages.js';
import { commonMessages } from '../shared/common-messages.js';
import type { Dictionaries } from '../shared/i18n.js';
import { transferHintMessages } from '../shared/transfer-wallet-hint.js';
import type { TransferHintKey } from '../shared/transfer-wallet-hint.js';

type SlotMessageKey =
  | 'slot.title'
  | 'slot.stake'
  | 'slot.lineBet'
  | 'slot.stakeDown'
  | 'slot.stakeUp'
  | 'slot.spin'
  | 'slot.spinning'
  | 'slot.skip'
  | 'slot.win'
  | 'slot.lastWin'
  | 'slot.goodLuck'
  | 'slot.noWin'
  | 'slot.bigWin'
  | 'slot.line'
  | 'slot.scatterPays'
  | 'slot.wild'
  | 'slot.scatter'
  | 'slot.freeSpins'
  | 'slot.freeSpinsAwarded'
  | 'slot.freeSpinsMultiplier'
  | 'slot.freeSpinCounter'
  | 'slot.freeSpinsRetrigger'
  | 'slot.freeSpinsWon'
  | 'slot.paytable'
  | 'slot.history'
  | 'slot.rtp'
  | 'slot.volatility'
  | 'slot.volatility.low'
  | 'slot.volatility.medium'
  | 'slot.volatility.high'
  | 'slot.paytableHint'
  | 'slot.wildRule'
  | 'slot.scatterRule'
  | 'slot.freeSpinsAward'
  | 'slot.multiplierRule'
  | 'slot.noMultiplier'
  | 'slot.retriggerRule'
  | 'slot.noRetrigger'
  | 'slot.paylines'
  | 'slot.paylinesRule'
  | 'slot.noMaxWin'
  | 'slot.maxWin'
  | 'slot.historyEmpty'
  | 'slot.historyTime'
  | 'slot.historyStake'
  | 'slot.historyWin'
  | 'slot.historyFreeSpins'
  | 'slot.unavailable'
  | 'slot.noStake'
  | 'slot.coinBet'
  | 'slot.waysWin'
  | 'slot.hitRate'
  | 'slot.ways'
  | 'slot.waysRule'
  | 'slot.waysPaytableHint'
  | 'slot.waysWildRule'
  | 'slot.soundOn'
  | 'slot.soundOff';

export type MessageKey = CommonMessageKey | SlotMessageKey | TransferHintKey;

const slotMessages: Dictionaries<SlotMessageKey> = {
  th: {
    'slot.title': 'สล็อต',
    'slot.stake': 'เดิมพัน',
    'slot.lineBet': '{lines} ไลน์ × {amount}',
    'slot.stakeDown': 'ลดเดิมพัน',
    'slot.stakeUp': 'เพิ่มเดิมพัน',
    'slot.spin': 'หมุน',
    'slot.spinning': 'กำลังหมุน',
    'slot.skip': 'ข้าม',
    'slot.win': 'ชนะ',
    'slot.lastWin': 'ชนะล่าสุด',
    'slot.goodLuck': 'ขอให้โชคดี!',
    'slot.noWin': 'รอบนี้ไม่ชนะ ลองอีกครั้ง',
    'slot.bigWin': 'ชนะรางวัลใหญ่!',
    'slot.line': 'ไลน์ {line}',
    'slot.scatterPays': 'สแคตเตอร์ {count} ตัว',
    'slot.wild': 'ไวลด์',
    'slot.scatter': 'สแคตเตอร์',
    'slot.freeSpins': 'ฟรีสปิน',
    'slot.freeSpinsAwarded': 'ได้ฟรีสปิน {count} ครั้ง!',
    'slot.freeSpinsMultiplier': 'ทุกรางวัลคูณ {multiplier}',
    'slot.freeSpinCounter': 'ฟรีสปิน {current} / {total}',
    'slot.freeSpinsRetrigger': 'ได้ฟรีสปินเพิ่ม {count} ครั้ง!',
    'slot.freeSpinsWon': 'ฟรีสปินได้รางวัลรวม {amount}',
    'slot.paytable': 'ตารางจ่าย',
    'slot.history': 'ประวัติ',
    'slot.rtp': 'อัตราการจ่ายคืน (RTP)',
    'slot.volatility': 'ความผันผวน',
    'slot.volatility.low': 'ต่ำ',
    'slot.volatility.medium': 'ปานกลาง',
    'slot.volatility.high': 'สูง',
    'slot.paytableHint': 'รางวัลแสดงตามเดิมพันปัจจุบัน ไลน์จ่ายจากซ้ายไปขวาเริ่มที่วงล้อแรก จ่ายเฉพาะรางวัลสูงสุดของแต่ละไลน์',
    'slot.wildRule': 'ไวลด์แทนได้ทุกสัญลักษณ์ ยกเว้นสแคตเตอร์',
    'slot.scatterRule': 'สแคตเตอร์จ่ายได้ทุกตำแหน่ง คูณกับเดิมพันรวม {count} ตัวขึ้นไปได้ฟรีสปิน',
    'slot.freeSpinsAward': 'สแคตเตอร์ {count} ตัว: ฟรีสปิน {spins} ครั้ง',
    'slot.multiplierRule': 'ทุกรางวัลในฟรีสปินคูณ {multiplier}',
    'slot.noMultiplier': 'ฟรีสปินจ่ายรางวัลเหมือนเกมปกติ',
    'slot.retriggerRule': 'สแคตเตอร์ในฟรีสปินให้ฟรีสปินเพิ่ม สูงสุด {max} ครั้งต่อรอบ',
    'slot.noRetrigger': 'ฟรีสปินไม่สามารถได้รับเพิ่มระหว่างเล่นฟรีสปิน',
    'slot.paylines': '{count} ไลน์จ่าย',
    'slot.paylinesRule': 'เล่นครบทุกไลน์เสมอ เดิมพันต่อไลน์ = เดิมพันรวม ÷ {count}',
    'slot.noMaxWin': 'ไม่มีการจำกัดเงินรางวัลสูงสุด',
    'slot.maxWin': 'รางวัลสูงสุดต่อรอบ {multiple} เท่าของเดิมพัน',
    'slot.historyEmpty': 'ยังไม่มีรอบที่เล่นในเซสชันนี้',
    'slot.historyTime': 'เวลา',
    'slot.historyStake': 'เดิมพัน',
    'slot.historyWin': 'ชนะ',
    'slot.historyFreeSpins': 'ฟรีสปิน {count}',
    'slot.unavailable': 'เกมนี้ไม่พร้อมให้บริการ',
    'slot.noStake': 'ไม่มีเดิมพันที่เลือกได้ในเกมนี้',
    'slot.coinBet': '{coins} เหรียญ × {amount}',
    'slot.waysWin': '{ways} วิธี',
    'slot.hitRate': 'โอกาสชนะต่อรอบ',
    'slot.ways': '{count} วิธีชนะ',
    'slot.waysRule':
      'สัญลักษณ์จ่ายเมื่อเรียงบนวงล้อติดกันจากวงล้อซ้ายสุด อยู่แถวไหนก็ได้ จำนวนวิธี = ผลคูณของจำนวนสัญลักษณ์ที่ตรงกันในแต่ละวงล้อ เหรียญ = เดิมพันรวม ÷ {count}',
    'slot.waysPaytableHint': 'รางวัลแสดงต่อหนึ่งวิธีตามเดิมพันปัจจุบัน แต่ละสัญลักษณ์จ่ายแยกกัน รางวัลรวม = รางวัลต่อวิธี × จำนวนวิธี',
    'slot.waysWildRule': 'ไวลด์ออกเฉพาะวงล้อ 2 ถึง 4 แทนได้ทุกสัญลักษณ์ยกเว้นสแคตเตอร์ และนับให้ทุกสัญลักษณ์พร้อมกัน',
    'slot.soundOn': 'เปิดเสียง',
    'slot.soundOff': 'ปิดเสียง',
  },
  en: {
    'slot.title': 'Slot',
    'slot.stake': 'Stake',
    'slot.lineBet': '{lines} lines × {amount}',
    'slot.stakeDown': 'Lower stake',
    'slot.stakeUp': 'Raise stake',
    'slot.spin': 'Spin',
    'slot.spinning': 'Spinning',
    'slot.skip': 'Skip',
    'slot.win': 'Win',
    'slot.lastWin': 'Last win',
    'slot.goodLuck': 'Good luck!',
    'slot.noWin': 'No win this time',
    'slot.bigWin': 'Big win!',
    'slot.line': 'Line {line}',
    'slot.scatterPays': '{count} scatters',
    'slot.wild': 'Wild',
    'slot.scatter': 'Scatter',
    'slot.freeSpins': 'Free spins',
    'slot.freeSpinsAwarded': '{count} free spins!',
    'slot.freeSpinsMultiplier': 'All wins ×{multiplier}',
    'slot.freeSpinCounter': 'Free spin {current} / {total}',
    'slot.freeSpinsRetrigger': '+{count} free spins!',
    'slot.freeSpinsWon': 'Free spins won {amount}',
    'slot.paytable': 'Paytable',
    'slot.history': 'History',
    'slot.rtp': 'Return to player (RTP)',
    'slot.volatility': 'Volatility',
    'slot.volatility.low': 'Low',
    'slot.volatility.medium': 'Medium',
    'slot.volatility.high': 'High',
    'slot.paytableHint':
      'Pays shown at your current stake. Lines pay left to right from the first reel; each line pays its best win.',
    'slot.wildRule': 'Wild stands in for every symbol except the scatter.',
    'slot.scatterRule': 'Scatters pay anywhere, times the total stake. {count} or more start free spins.',
    'slot.freeSpinsAward': '{count} scatters: {spins} free spins',
    'slot.multiplierRule': 'Every free-spin win is multiplied by {multiplier}.',
    'slot.noMultiplier': 'Free spins pay like the base game.',
    'slot.retriggerRule': 'Scatters during free spins award more, up to {max} free spins a round.',
    'slot.noRetrigger': 'Free spins cannot be won again during free spins.',
    'slot.paylines': '{count} paylines',
    'slot.paylinesRule': 'All lines always play. Line bet = total stake ÷ {count}.',
    'slot.noMaxWin': 'No cap on wins.',
    'slot.maxWin': 'Wins are capped at {multiple}× the stake per round.',
    'slot.historyEmpty': 'No rounds yet in this session.',
    'slot.historyTime': 'Time',
    'slot.historyStake': 'Stake',
    'slot.historyWin': 'Win',
    'slot.historyFreeSpins': '{count} free spins',
    'slot.unavailable': 'This game is not available.',
    'slot.noStake': 'This game offers no stake to play.',
    'slot.coinBet': '{coins} coins × {amount}',
    'slot.waysWin': '{ways} ways',
    'slot.hitRate': 'Hit rate',
    'slot.ways': '{count} ways to win',
    'slot.waysRule':
      'A symbol pays on adjacent reels from the leftmost, in any row. Ways = the matching symbols on each of those reels multiplied together. Coin = total stake ÷ {count}.',
    'slot.waysPaytableHint':
      'Pays are per way at the current stake. Each symbol pays separately: its pay × its number of ways.',
    'slot.waysWildRule':
      'Wilds land on reels 2 to 4 only and stand in for every symbol except the scatter, for all symbols at once.',
    'slot.soundOn': 'Sound on',
    'slot.soundOff': 'Sound off',
  },
  'pt-BR': {
    'slot.title': 'Caça-níquel',
    'slot.stake': 'Aposta',
    'slot.lineBet': '{lines} linhas × {amount}',
    'slot.stakeDown': 'Diminuir aposta',
    'slot.stakeUp': 'Aumentar aposta',
    'slot.spin': 'Girar',
    'slot.spinning': 'Girando',
    'slot.skip': 'Pular',
    'slot.win': 'Ganho',
    'slot.lastWin': 'Último ganho',
    'slot.goodLuck': 'Boa sorte!',
    'slot.noWin': 'Sem ganho desta vez',
    'slot.bigWin': 'Grande ganho!',
    'slot.line': 'Linha {line}',
    'slot.scatterPays': '{count} scatters',
    'slot.wild': 'Wild',
    'slot.scatter': 'Scatter',
    'slot.freeSpins': 'Giros grátis',
    'slot.freeSpinsAwarded': '{count} giros grátis!',
    'slot.freeSpinsMultiplier': 'Todos os ganhos ×{multiplier}',
    'slot.freeSpinCounter': 'Giro grátis {current} / {total}',
    'slot.freeSpinsRetrigger': '+{count} giros grátis!',
    'slot.freeSpinsWon': 'Giros grátis renderam {amount}',
    'slot.paytable': 'Pagamentos',
    'slot.history': 'Histórico',
    'slot.rtp': 'Retorno ao jogador (RTP)',
    'slot.volatility': 'Volatilidade',
    'slot.volatility.low': 'Baixa',
    'slot.volatility.medium': 'Média',
    'slot.volatility.high': 'Alta',
    'slot.paytableHint':
      'Pagamentos mostrados para a sua aposta atual. As linhas pagam da esquerda para a direita a partir do primeiro rolo; cada linha paga o seu maior ganho.',
    'slot.wildRule': 'O wild substitui todos os símbolos, exceto o scatter.',
    'slot.scatterRule':
      'Scatters pagam em qualquer posição, vezes a aposta total. {count} ou mais iniciam giros grátis.',
    'slot.freeSpinsAward': '{count} scatters: {spins} giros grátis',
    'slot.multiplierRule': 'Todo ganho nos giros grátis é multiplicado por {multiplier}.',
    'slot.noMultiplier': 'Os giros grátis pagam como o jogo base.',
    'slot.retriggerRule': 'Scatters durante os giros grátis dão mais giros, até {max} giros grátis por rodada.',
    'slot.noRetrigger': 'Não é possível ganhar mais giros durante os giros grátis.',
    'slot.paylines': '{count} linhas de pagamento',
    'slot.paylinesRule': 'Todas as linhas jogam sempre. Aposta por linha = aposta total ÷ {count}.',
    'slot.noMaxWin': 'Sem limite de ganho.',
    'slot.maxWin': 'Os ganhos são limitados a {multiple}× a aposta por rodada.',
    'slot.historyEmpty': 'Nenhuma rodada nesta sessão ainda.',
    'slot.historyTime': 'Hora',
    'slot.historyStake': 'Aposta',
    'slot.historyWin': 'Ganho',
    'slot.historyFreeSpins': '{count} giros grátis',
    'slot.unavailable': 'Este jogo não está disponível.',
    'slot.noStake': 'Este jogo não oferece aposta para jogar.',
    'slot.coinBet': '{coins} moedas × {amount}',
    'slot.waysWin': '{ways} formas',
    'slot.hitRate': 'Frequência de acerto',
    'slot.ways': '{count} formas de ganhar',
    'slot.waysRule':
      'Um símbolo paga em rolos adjacentes a partir do primeiro à esquerda, em qualquer linha. Formas = os símbolos iguais de cada um desses rolos multiplicados entre si. Moeda = aposta total ÷ {count}.',
    'slot.waysPaytableHint':
      'Prêmios por forma na aposta atual. Cada símbolo paga separadamente: seu prêmio × seu número de formas.',
    'slot.waysWildRule':
      'Os wilds só aparecem nos rolos 2 a 4 e substituem todos os símbolos exceto o scatter, para todos os símbolos ao mesmo tempo.',
    'slot.soundOn': 'Som ligado',
    'slot.soundOff': 'Som desligado',
  },
  fil: {
    'slot.title': 'Slot',
    'slot.stake': 'Taya',
    'slot.lineBet': '{lines} linya × {amount}',
    'slot.stakeDown': 'Babaan ang taya',
    'slot.stakeUp': 'Taasan ang taya',
    'slot.spin': 'Paikutin',
    'slot.spinning': 'Umiikot',
    'slot.skip': 'Laktawan',
    'slot.win': 'Panalo',
    'slot.lastWin': 'Huling panalo',
    'slot.goodLuck': 'Good luck!',
    'slot.noWin': 'Walang panalo ngayon',
    'slot.bigWin': 'Malaking panalo!',
    'slot.line': 'Linya {line}',
    'slot.scatterPays': '{count} scatter',
    'slot.wild': 'Wild',
    'slot.scatter': 'Scatter',
    'slot.freeSpins': 'Free spins',
    'slot.freeSpinsAwarded': '{count} free spins!',
    'slot.freeSpinsMultiplier': 'Lahat ng panalo ×{multiplier}',
    'slot.freeSpinCounter': 'Free spin {current} / {total}',
    'slot.freeSpinsRetrigger': '+{count} free spins!',
    'slot.freeSpinsWon': 'Panalo sa free spins: {amount}',
    'slot.paytable': 'Paytable',
    'slot.history': 'Kasaysayan',
    'slot.rtp': 'Balik sa manlalaro (RTP)',
    'slot.volatility': 'Volatility',
    'slot.volatility.low': 'Mababa',
    'slot.volatility.medium': 'Katamtaman',
    'slot.volatility.high': 'Mataas',
    'slot.paytableHint':
      'Ang bayad ay ayon sa kasalukuyang taya. Nagbabayad ang mga linya mula kaliwa pakanan simula sa unang reel; ang pinakamataas na panalo lang ng bawat linya ang binabayaran.',
    'slot.wildRule': 'Pumapalit ang wild sa lahat ng simbolo maliban sa scatter.',
    'slot.scatterRule':
      'Nagbabayad ang scatter kahit saan, beses ang kabuuang taya. {count} o higit pa ay magbibigay ng free spins.',
    'slot.freeSpinsAward': '{count} scatter: {spins} free spins',
    'slot.multiplierRule': 'Lahat ng panalo sa free spins ay i-multiply sa {multiplier}.',
    'slot.noMultiplier': 'Ang free spins ay nagbabayad tulad ng karaniwang laro.',
    'slot.retriggerRule': 'Ang scatter sa free spins ay nagbibigay ng dagdag, hanggang {max} free spins bawat round.',
    'slot.noRetrigger': 'Hindi na makakakuha ng dagdag na free spins habang nasa free spins.',
    'slot.paylines': '{count} paylines',
    'slot.paylinesRule': 'Laging kasali ang lahat ng linya. Taya bawat linya = kabuuang taya ÷ {count}.',
    'slot.noMaxWin': 'Walang limitasyon sa panalo.',
    'slot.maxWin': 'Ang panalo ay hanggang {multiple}× ng taya bawat round.',
    'slot.historyEmpty': 'Wala pang round sa session na ito.',
    'slot.historyTime': 'Oras',
    'slot.historyStake': 'Taya',
    'slot.historyWin': 'Panalo',
    'slot.historyFreeSpins': '{count} free spins',
    'slot.unavailable': 'Hindi available ang larong ito.',
    'slot.noStake': 'Walang taya na mapipili sa larong ito.',
    'slot.coinBet': '{coins} barya × {amount}',
    'slot.waysWin': '{ways} paraan',
    'slot.hitRate': 'Dalas ng panalo',
    'slot.ways': '{count} paraan para manalo',
    'slot.waysRule':
      'Nagbabayad ang simbolo sa magkakatabing reel mula sa pinakakaliwa, sa kahit anong hanay. Paraan = ang magkakaparehong simbolo sa bawat reel na iyon na pinag-multiply. Barya = kabuuang taya ÷ {count}.',
    'slot.waysPaytableHint':
      'Ang bayad ay bawat paraan sa kasalukuyang taya. Hiwalay na nagbabayad ang bawat simbolo: bayad nito × bilang ng paraan.',
    'slot.waysWildRule':
      'Lumalabas lang ang wild sa reel 2 hanggang 4 at pumapalit sa lahat ng simbolo maliban sa scatter, para sa lahat ng simbolo nang sabay.',
    'slot.soundOn': 'May tunog',
    'slot.soundOff': 'Walang tunog',
  },
};

/** Every text the slot page shows, the shared ones included, in each language. */
export const slotPageMessages: Dictionaries<MessageKey> = {
  th: { ...commonMessages.th, ...transferHintMessages.th, ...slotMessages.th },
  en: { ...commonMessages.en, ...transferHintMessages.en, ...slotMessages.en },
  'pt-BR': { ...commonMessages['pt-BR'], ...transferHintMessages['pt-BR'], ...slotMessages['pt-BR'] },
  fil: { ...commonMessages.fil, ...transferHintMessages.fil, ...slotMessages.fil },
};
