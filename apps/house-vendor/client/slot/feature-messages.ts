import type { CommonMessageKey } from '../shared/common-messages.js';
import type { Dictionaries } from '../shared/i18n.js';
import type { MessageKey as SlotMessageKey } from './slot-messages.js';
import { slotPageMessages } from './slot-messages.js';
import type { TransferHintKey } from '../shared/transfer-wallet-hint.js';

/** The words of the cluster and hold-and-win pages, beyond the reel slot's. */
type FeatureMessageKey =
  | 'feature.tumble'
  | 'feature.clusterOf'
  | 'feature.countOf'
  | 'feature.respinsLeft'
  | 'feature.holdAndWin'
  | 'feature.coinsHeld'
  | 'feature.featureWon'
  | 'feature.jackpot.mini'
  | 'feature.jackpot.minor'
  | 'feature.jackpot.major'
  | 'feature.jackpot.grand'
  | 'feature.gridFull'
  | 'feature.buy'
  | 'feature.buyPrice'
  | 'feature.buyConfirm'
  | 'feature.cancel'
  | 'feature.spread'
  | 'feature.stakes'
  | 'feature.exact'
  | 'feature.clusterHint'
  | 'feature.countHint'
  | 'feature.clusters'
  | 'feature.clusterRule'
  | 'feature.tumbleRule'
  | 'feature.cellRule'
  | 'feature.coinBetRule'
  | 'feature.holdAndWinTitle'
  | 'feature.triggerRule'
  | 'feature.coinValuesRule'
  | 'feature.jackpotRule'
  | 'feature.endRule'
  | 'feature.buyTitle'
  | 'feature.buyRule'
  | 'feature.malfunction'
  | 'feature.size';

const featureMessages: Dictionaries<FeatureMessageKey> = {
  th: {
    'feature.tumble': 'ถล่มครั้งที่ {number} ×{multiplier}',
    'feature.clusterOf': 'กลุ่ม {size} ช่อง',
    'feature.countOf': '{count} ตัวทั่วกระดาน',
    'feature.respinsLeft': 'หมุนซ้ำเหลือ {count}',
    'feature.holdAndWin': 'ล็อกเหรียญ ลุ้นแจ็กพอต!',
    'feature.coinsHeld': 'ล็อก {count} เหรียญ หมุนซ้ำ {respins} ครั้ง',
    'feature.featureWon': 'รางวัลฟีเจอร์',
    'feature.jackpot.mini': 'มินิ',
    'feature.jackpot.minor': 'ไมเนอร์',
    'feature.jackpot.major': 'เมเจอร์',
    'feature.jackpot.grand': 'แกรนด์',
    'feature.gridFull': 'เต็มกระดาน! แจ็กพอตแกรนด์',
    'feature.buy': 'ซื้อฟีเจอร์',
    'feature.buyPrice': 'ซื้อรอบหมุนซ้ำในราคา {amount}',
    'feature.buyConfirm': 'ซื้อ {amount}',
    'feature.cancel': 'ยกเลิก',
    'feature.spread': 'ความผันผวนต่อรอบ (ส่วนเบี่ยงเบนมาตรฐาน)',
    'feature.stakes': '{value} เท่าของเดิมพัน',
    'feature.exact': 'ตัวเลขทั้งหมดคำนวณแบบตรงทุกผลลัพธ์ที่เป็นไปได้ ไม่ใช่การประมาณ',
    'feature.clusterHint': 'จ่ายตามขนาดกลุ่มที่เดิมพันปัจจุบัน',
    'feature.countHint': 'จ่ายตามจำนวนสัญลักษณ์ที่ขึ้นที่ใดก็ได้ ที่เดิมพันปัจจุบัน',
    'feature.clusters': 'กลุ่มและการถล่ม',
    'feature.clusterRule': 'สัญลักษณ์เหมือนกัน {minimum} ช่องขึ้นไปที่ติดกันทางบน ล่าง ซ้าย หรือขวา (ไม่นับแนวทแยง) เป็นกลุ่มที่จ่ายตามขนาด',
    'feature.tumbleRule':
      'สัญลักษณ์ที่ชนะจะแตกออก สัญลักษณ์ด้านบนร่วงลงมาและมีสัญลักษณ์ใหม่ตกลงมาเติม แล้วจ่ายอีกครั้ง ตัวคูณของแต่ละครั้ง: {multipliers} สูงสุด {max} ครั้งต่อรอบ',
    'feature.cellRule': 'ทุกช่องสุ่มแยกกันด้วยโอกาสเท่าเดิมเสมอ รวมถึงช่องใหม่ที่ตกลงมา',
    'feature.coinBetRule': '1 เหรียญ = เดิมพันรวม ÷ {count}',
    'feature.holdAndWinTitle': 'ล็อกเหรียญลุ้นรางวัล',
    'feature.triggerRule':
      'เหรียญ {trigger} เหรียญขึ้นไปเริ่มการหมุนซ้ำ {respins} ครั้ง เหรียญจะถูกล็อกไว้ และทุกครั้งที่มีเหรียญใหม่ตก จำนวนหมุนซ้ำจะกลับเป็น {respins}',
    'feature.coinValuesRule': 'เหรียญมีค่า {values} เท่าของเดิมพัน หรือเป็นแจ็กพอต เหรียญจ่ายเฉพาะในฟีเจอร์',
    'feature.jackpotRule':
      'แจ็กพอตคงที่: มินิ {mini} ไมเนอร์ {minor} เมเจอร์ {major} เท่าของเดิมพัน เต็มกระดานได้แกรนด์ {grand} เท่าเพิ่ม',
    'feature.endRule': 'ฟีเจอร์จบเมื่อหมุนซ้ำหมดหรือกระดานเต็ม แล้วจ่ายค่าเหรียญทั้งหมด',
    'feature.buyTitle': 'ซื้อฟีเจอร์',
    'feature.buyRule': 'เริ่มการหมุนซ้ำทันทีพร้อม {coins} เหรียญ ในราคา {price} เท่าของเดิมพัน อัตราคืนผู้เล่นของการซื้อ {rtp}',
    'feature.malfunction': 'การทำงานผิดพลาดทำให้การจ่ายและการเล่นทั้งหมดเป็นโมฆะ',
    'feature.size': 'ขนาด',
  },
  en: {
    'feature.tumble': 'Tumble {number} ×{multiplier}',
    'feature.clusterOf': 'Cluster of {size}',
    'feature.countOf': '{count} anywhere',
    'feature.respinsLeft': 'Respins left: {count}',
    'feature.holdAndWin': 'Hold and win!',
    'feature.coinsHeld': '{count} coins held, {respins} respins',
    'feature.featureWon': 'Feature win',
    'feature.jackpot.mini': 'MINI',
    'feature.jackpot.minor': 'MINOR',
    'feature.jackpot.major': 'MAJOR',
    'feature.jackpot.grand': 'GRAND',
    'feature.gridFull': 'Full grid! Grand jackpot',
    'feature.buy': 'Buy feature',
    'feature.buyPrice': 'Buy the respins for {amount}',
    'feature.buyConfirm': 'Buy for {amount}',
    'feature.cancel': 'Cancel',
    'feature.spread': 'Spread per round (standard deviation)',
    'feature.stakes': '{value} stakes',
    'feature.exact': 'These figures are exact, computed over every possible outcome, not estimated.',
    'feature.clusterHint': 'Pays by cluster size at your current stake.',
    'feature.countHint': 'Pays by how many show anywhere, at your current stake.',
    'feature.clusters': 'Clusters and tumbles',
    'feature.clusterRule':
      '{minimum} or more like symbols joined up, down, left or right (never diagonally) form a cluster that pays by its size.',
    'feature.tumbleRule':
      'Winning symbols burst, the ones above fall and new ones drop in, and the grid pays again. Multipliers by tumble: {multipliers}. At most {max} tumbles a round.',
    'feature.cellRule': 'Every cell, new ones included, is drawn on its own with the same chances.',
    'feature.coinBetRule': 'Coin = total stake ÷ {count}.',
    'feature.holdAndWinTitle': 'Hold and win',
    'feature.triggerRule':
      '{trigger} or more coins start {respins} respins. Coins hold; every respin that lands a new coin sets the respins back to {respins}.',
    'feature.coinValuesRule': 'Coins are worth {values} stakes, or a jackpot. Coins pay only in the feature.',
    'feature.jackpotRule':
      'Fixed jackpots: Mini {mini}, Minor {minor}, Major {major} stakes; a full grid adds the Grand, {grand} stakes.',
    'feature.endRule': 'The feature ends when the respins run out or the grid is full, and pays every coin.',
    'feature.buyTitle': 'Buy feature',
    'feature.buyRule':
      'Starts the respins at once with {coins} coins, for {price} stakes. Return to player of the buy: {rtp}.',
    'feature.malfunction': 'Malfunction voids all pays and plays.',
    'feature.size': 'Size',
  },
  'pt-BR': {
    'feature.tumble': 'Cascata {number} ×{multiplier}',
    'feature.clusterOf': 'Grupo de {size}',
    'feature.countOf': '{count} em qualquer lugar',
    'feature.respinsLeft': 'Giros extras restantes: {count}',
    'feature.holdAndWin': 'Segure e ganhe!',
    'feature.coinsHeld': '{count} moedas presas, {respins} giros extras',
    'feature.featureWon': 'Prêmio do recurso',
    'feature.jackpot.mini': 'MINI',
    'feature.jackpot.minor': 'MENOR',
    'feature.jackpot.major': 'MAIOR',
    'feature.jackpot.grand': 'GRANDE',
    'feature.gridFull': 'Grade cheia! Jackpot Grande',
    'feature.buy': 'Comprar recurso',
    'feature.buyPrice': 'Comprar os giros extras por {amount}',
    'feature.buyConfirm': 'Comprar por {amount}',
    'feature.cancel': 'Cancelar',
    'feature.spread': 'Dispersão por rodada (desvio padrão)',
    'feature.stakes': '{value} apostas',
    'feature.exact': 'Estes números são exatos, calculados sobre todos os resultados possíveis, não estimados.',
    'feature.clusterHint': 'Pagamentos por tamanho de grupo na aposta atual.',
    'feature.countHint': 'Pagamentos pela quantidade em qualquer lugar, na aposta atual.',
    'feature.clusters': 'Grupos e cascatas',
    'feature.clusterRule':
      '{minimum} ou mais símbolos iguais ligados para cima, baixo, esquerda ou direita (nunca na diagonal) formam um grupo que paga pelo tamanho.',
    'feature.tumbleRule':
      'Os símbolos vencedores estouram, os de cima caem e novos entram, e a grade paga de novo. Multiplicadores por cascata: {multipliers}. No máximo {max} cascatas por rodada.',
    'feature.cellRule': 'Cada célula, inclusive as novas, é sorteada separadamente com as mesmas chances.',
    'feature.coinBetRule': 'Moeda = aposta total ÷ {count}.',
    'feature.holdAndWinTitle': 'Segure e ganhe',
    'feature.triggerRule':
      '{trigger} ou mais moedas iniciam {respins} giros extras. As moedas ficam presas; cada giro que traz uma moeda nova volta a {respins}.',
    'feature.coinValuesRule': 'As moedas valem {values} apostas, ou um jackpot. As moedas pagam só no recurso.',
    'feature.jackpotRule':
      'Jackpots fixos: Mini {mini}, Menor {minor}, Maior {major} apostas; a grade cheia soma o Grande, {grand} apostas.',
    'feature.endRule': 'O recurso termina quando os giros acabam ou a grade enche, e paga todas as moedas.',
    'feature.buyTitle': 'Compra do recurso',
    'feature.buyRule':
      'Inicia os giros extras na hora com {coins} moedas, por {price} apostas. Retorno ao jogador da compra: {rtp}.',
    'feature.malfunction': 'Mau funcionamento anula todos os pagamentos e jogadas.',
    'feature.size': 'Tamanho',
  },
  fil: {
    'feature.tumble': 'Pagguho {number} ×{multiplier}',
    'feature.clusterOf': 'Kumpol ng {size}',
    'feature.countOf': '{count} kahit saan',
    'feature.respinsLeft': 'Natitirang respin: {count}',
    'feature.holdAndWin': 'Hawakan at manalo!',
    'feature.coinsHeld': '{count} baryang hawak, {respins} respin',
    'feature.featureWon': 'Panalo sa feature',
    'feature.jackpot.mini': 'MINI',
    'feature.jackpot.minor': 'MINOR',
    'feature.jackpot.major': 'MAJOR',
    'feature.jackpot.grand': 'GRAND',
    'feature.gridFull': 'Puno ang grid! Grand jackpot',
    'feature.buy': 'Bilhin ang feature',
    'feature.buyPrice': 'Bilhin ang mga respin sa halagang {amount}',
    'feature.buyConfirm': 'Bilhin sa {amount}',
    'feature.cancel': 'Kanselahin',
    'feature.spread': 'Pagkakalat bawat round (standard deviation)',
    'feature.stakes': '{value} taya',
    'feature.exact': 'Eksakto ang mga numerong ito, kinuwenta sa bawat posibleng resulta, hindi tantiya.',
    'feature.clusterHint': 'Bayad ayon sa laki ng kumpol sa kasalukuyang taya.',
    'feature.countHint': 'Bayad ayon sa dami kahit saan, sa kasalukuyang taya.',
    'feature.clusters': 'Mga kumpol at pagguho',
    'feature.clusterRule':
      'Ang {minimum} o higit pang magkaparehong simbolo na magkadugtong pataas, pababa, pakaliwa o pakanan (hindi pahilis) ay kumpol na nagbabayad ayon sa laki.',
    'feature.tumbleRule':
      'Sumasabog ang mga nanalong simbolo, bumabagsak ang nasa itaas at may bagong pumapasok, at muling nagbabayad ang grid. Multiplier bawat pagguho: {multipliers}. Hanggang {max} pagguho bawat round.',
    'feature.cellRule': 'Bawat cell, kasama ang mga bago, ay hiwalay na binubunot na may parehong tsansa.',
    'feature.coinBetRule': 'Barya = kabuuang taya ÷ {count}.',
    'feature.holdAndWinTitle': 'Hawakan at manalo',
    'feature.triggerRule':
      'Ang {trigger} o higit pang barya ay nagsisimula ng {respins} respin. Nananatili ang mga barya; bawat respin na may bagong barya ay ibinabalik sa {respins}.',
    'feature.coinValuesRule':
      'Ang barya ay nagkakahalaga ng {values} taya, o jackpot. Sa feature lang nagbabayad ang barya.',
    'feature.jackpotRule':
      'Nakapirming jackpot: Mini {mini}, Minor {minor}, Major {major} taya; ang punong grid ay may dagdag na Grand, {grand} taya.',
    'feature.endRule':
      'Natatapos ang feature kapag naubos ang respin o puno na ang grid, at binabayaran ang lahat ng barya.',
    'feature.buyTitle': 'Pagbili ng feature',
    'feature.buyRule':
      'Agad na sinisimulan ang respin na may {coins} barya, sa halagang {price} taya. Return to player ng pagbili: {rtp}.',
    'feature.malfunction': 'Ang malfunction ay nagpapawalang-bisa sa lahat ng bayad at laro.',
    'feature.size': 'Laki',
  },
};

export type FeatureMessage = FeatureMessageKey | SlotMessageKey | CommonMessageKey | TransferHintKey;

export const featurePageMessages: Dictionaries<FeatureMessage> = {
  th: { ...slotPageMessages['th'], ...featureMessages['th'] },
  en: { ...slotPageMessages['en'], ...featureMessages['en'] },
  'pt-BR': { ...slotPageMessages['pt-BR'], ...featureMessages['pt-BR'] },
  fil: { ...slotPageMessages['fil'], ...featureMessages['fil'] },
};
