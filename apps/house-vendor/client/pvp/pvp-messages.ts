import type { VendorLanguage } from '../../src/play/play-contract.js';
import { commonMessages } from '../shared/common-messages.js';
import type { CommonMessageKey } from '../shared/common-messages.js';
import { createTranslator } from '../shared/i18n.js';
import type { Dictionaries, Translate } from '../shared/i18n.js';

/** Refusals the card tables send (the table layer's and Pok Deng's), each with its own sentence. */
export const pvpErrorCodes = [
  'INVALID_MESSAGE',
  'INVALID_LEVEL',
  'NOT_AT_TABLE',
  'NOT_SEATED',
  'ALREADY_SEATED',
  'SEAT_TAKEN',
  'BAD_BUY_IN',
  'BUSY',
  'REAL_MONEY_ONLY',
  'INSUFFICIENT_FUNDS',
  'WALLET_UNAVAILABLE',
  'PLAYER_BLOCKED',
  'SESSION_NOT_FOUND',
  'TABLE_CLOSED',
  'LOSS_LIMIT_REACHED',
  'WAGER_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
  'PLAYER_TIMED_OUT',
  'PLAYER_SELF_EXCLUDED',
  'HAND_RUNNING',
  'NOT_YOUR_TURN',
  'INVALID_ACTION',
  'CONNECTION_LOST',
  'UNKNOWN',
] as const;
export type PvpErrorCode = (typeof pvpErrorCodes)[number];

type PvpKey =
  | 'page.title'
  | 'lobby.heading'
  | 'lobby.intro'
  | 'lobby.stake'
  | 'lobby.buyIn'
  | 'lobby.join'
  | 'lobby.peopleOnly'
  | 'table.heading'
  | 'table.stake'
  | 'table.commission'
  | 'table.hand'
  | 'table.bankerHouse'
  | 'table.bankerSeat'
  | 'table.bankerYou'
  | 'table.termLeft'
  | 'table.seat'
  | 'table.you'
  | 'table.empty'
  | 'table.sitHere'
  | 'table.houseBanker'
  | 'table.banker'
  | 'table.sittingOut'
  | 'table.away'
  | 'table.leaving'
  | 'table.needsTopUp'
  | 'table.willingToBank'
  | 'table.ruleFixed'
  | 'table.ruleBidding'
  | 'table.seatNamed'
  | 'table.bankerNamed'
  | 'phase.waiting'
  | 'phase.opening'
  | 'phase.players'
  | 'phase.banker'
  | 'phase.showing'
  | 'phase.voided'
  | 'timer.yourTurn'
  | 'timer.timeBank'
  | 'timer.seconds'
  | 'action.draw'
  | 'action.stand'
  | 'action.fightThree'
  | 'action.bank'
  | 'action.bankTerm'
  | 'action.stopBanking'
  | 'action.topUp'
  | 'action.sitOut'
  | 'action.sitIn'
  | 'action.leave'
  | 'action.history'
  | 'action.rules'
  | 'action.cancel'
  | 'action.confirm'
  | 'action.copyRecord'
  | 'action.copied'
  | 'buyIn.heading'
  | 'buyIn.topUpHeading'
  | 'buyIn.amount'
  | 'buyIn.range'
  | 'fair.commitment'
  | 'fair.revealed'
  | 'fair.clientSeed'
  | 'fair.explain'
  | 'hand.class.pok9'
  | 'hand.class.pok8'
  | 'hand.class.tong'
  | 'hand.class.straight-flush'
  | 'hand.class.straight'
  | 'hand.class.sam-lueang'
  | 'hand.class.normal'
  | 'hand.points'
  | 'hand.deng'
  | 'hand.cards'
  | 'hand.hidden'
  | 'result.win'
  | 'result.lose'
  | 'result.push'
  | 'result.commission'
  | 'result.early'
  | 'history.heading'
  | 'history.empty'
  | 'history.handLine'
  | 'history.bankerLine'
  | 'history.houseLine'
  | 'history.seatLine'
  | 'history.yourLine'
  | 'history.decision.draw'
  | 'history.decision.stand'
  | 'history.decision.fight-three'
  | 'history.auto'
  | 'history.resultLine'
  | 'history.voided'
  | 'history.totals'
  | 'history.verify'
  | 'rules.heading'
  | 'rules.goal'
  | 'rules.points'
  | 'rules.pok'
  | 'rules.classes'
  | 'rules.deng'
  | 'rules.compare'
  | 'rules.draw'
  | 'rules.banker'
  | 'rules.bankerBidding'
  | 'rules.cover'
  | 'rules.commission'
  | 'rules.timers'
  | 'rules.leaving'
  | 'rules.fault'
  | 'rules.fairness'
  | 'rules.people'
  | 'toast.cashedOut'
  | `error.pvp.${PvpErrorCode}`;

export type MessageKey = PvpKey | CommonMessageKey;

const th: Record<PvpKey, string> = {
  'page.title': 'ป๊อกเด้ง',
  'lobby.heading': 'เลือกโต๊ะ',
  'lobby.intro': 'เล่นกับผู้เล่นจริงบนโต๊ะละไม่เกิน 8 คน เจ้ามือหมุนเวียนกันระหว่างผู้เล่น ถ้าไม่มีใครเป็นเจ้ามือ เจ้ามือคือบ้าน',
  'lobby.stake': 'เดิมพันต่อตา {amount}',
  'lobby.buyIn': 'ซื้อชิป {min} – {max}',
  'lobby.join': 'เข้าโต๊ะ',
  'lobby.peopleOnly': 'โต๊ะเงินจริงมีแต่ผู้เล่นที่เป็นคนเท่านั้น ไม่มีบอท',
  'table.heading': 'โต๊ะ {number}',
  'table.stake': 'เดิมพัน {amount}',
  'table.commission': 'ค่าธรรมเนียม {rate}% ของเงินที่ชนะ',
  'table.hand': 'ตาที่ {number}',
  'table.bankerHouse': 'เจ้ามือ: บ้าน',
  'table.bankerSeat': 'เจ้ามือ: ที่นั่ง {seat}',
  'table.bankerYou': 'คุณเป็นเจ้ามือ',
  'table.termLeft': 'เหลืออีก {count} ตา',
  'table.seat': 'ที่นั่ง {seat}',
  'table.you': 'คุณ',
  'table.empty': 'ว่าง',
  'table.sitHere': 'นั่งที่นี่',
  'table.houseBanker': 'เจ้ามือ (บ้าน)',
  'table.banker': 'เจ้ามือ',
  'table.sittingOut': 'พักอยู่',
  'table.away': 'ออฟไลน์',
  'table.leaving': 'กำลังออก',
  'table.needsTopUp': 'ต้องมีอย่างน้อย {amount} จึงจะได้ไพ่',
  'table.willingToBank': 'พร้อมเป็นเจ้ามือ',
  'table.ruleFixed': 'เจ้ามือเวียนตามที่นั่ง คนละ {term} ตา',
  'table.ruleBidding': 'ประมูลเป็นเจ้ามือ',
  'table.seatNamed': '{name} · ที่นั่ง {seat}',
  'table.bankerNamed': 'เจ้ามือ: {name} (ที่นั่ง {seat})',
  'phase.waiting': 'รอผู้เล่น',
  'phase.opening': 'สับไพ่แล้ว ตาใหม่เริ่มใน',
  'phase.players': 'ผู้เล่นเลือกจั่วหรืออยู่',
  'phase.banker': 'เจ้ามือตัดสินใจ',
  'phase.showing': 'เปิดไพ่',
  'phase.voided': 'ตานี้ยกเลิก คืนเงินเดิมพันทั้งหมด',
  'timer.yourTurn': 'ตาคุณ',
  'timer.timeBank': 'เวลาสำรอง',
  'timer.seconds': '{count} วิ',
  'action.draw': 'จั่ว',
  'action.stand': 'อยู่',
  'action.fightThree': 'สองเด้งสู้สาม',
  'action.bank': 'ขอเป็นเจ้ามือ',
  'action.bankTerm': 'เป็นเจ้ามือ {count} ตา',
  'action.stopBanking': 'เลิกเป็นเจ้ามือ',
  'action.topUp': 'เติมชิป',
  'action.sitOut': 'พัก',
  'action.sitIn': 'กลับมาเล่น',
  'action.leave': 'ลุกจากโต๊ะ',
  'action.history': 'ประวัติ',
  'action.rules': 'กติกา',
  'action.cancel': 'ยกเลิก',
  'action.confirm': 'ยืนยัน',
  'action.copyRecord': 'คัดลอกบันทึกเพื่อตรวจสอบ',
  'action.copied': 'คัดลอกแล้ว',
  'buyIn.heading': 'ซื้อชิปเข้าโต๊ะ ที่นั่ง {seat}',
  'buyIn.topUpHeading': 'เติมชิป',
  'buyIn.amount': 'จำนวน',
  'buyIn.range': 'ได้ตั้งแต่ {min} ถึง {max}',
  'fair.commitment': 'ค่าแฮชของสำรับ (ล็อกก่อนแจก)',
  'fair.revealed': 'ซีดที่เปิดเผย',
  'fair.clientSeed': 'ซีดของผู้เล่น',
  'fair.explain':
    'สำรับถูกกำหนดก่อนแจกไพ่: ค่าแฮช SHA-256 ของซีดแสดงก่อนตาเริ่ม และซีดเปิดเผยหลังจบตา ตรวจสอบได้ด้วยสคริปต์ตรวจสอบอิสระ',
  'hand.class.pok9': 'ป๊อก 9',
  'hand.class.pok8': 'ป๊อก 8',
  'hand.class.tong': 'ตอง',
  'hand.class.straight-flush': 'สเตรทฟลัช',
  'hand.class.straight': 'เรียง',
  'hand.class.sam-lueang': 'สามเหลือง',
  'hand.class.normal': '{points} แต้ม',
  'hand.points': '{points} แต้ม',
  'hand.deng': '{count} เด้ง',
  'hand.cards': 'ไพ่ {count} ใบ',
  'hand.hidden': 'ไพ่คว่ำ',
  'result.win': 'ได้ {amount}',
  'result.lose': 'เสีย {amount}',
  'result.push': 'เสมอ',
  'result.commission': 'ค่าธรรมเนียม {amount}',
  'result.early': 'จ่ายก่อนเจ้ามือจั่ว',
  'history.heading': 'ประวัติการเล่นที่โต๊ะนี้',
  'history.empty': 'ยังไม่มีตาที่จบ',
  'history.handLine': 'ตาที่ {number} · เดิมพัน {stake} · {time}',
  'history.bankerLine': 'เจ้ามือ ที่นั่ง {seat}: {cards} ({hand})',
  'history.houseLine': 'เจ้ามือ (บ้าน): {cards} ({hand})',
  'history.seatLine': 'ที่นั่ง {seat}: {cards} ({hand})',
  'history.yourLine': 'คุณ (ที่นั่ง {seat}): {cards} ({hand})',
  'history.decision.draw': 'จั่ว',
  'history.decision.stand': 'อยู่',
  'history.decision.fight-three': 'สองเด้งสู้สาม',
  'history.auto': 'อัตโนมัติ',
  'history.resultLine': 'ผลของคุณ: {result}',
  'history.voided': 'ตานี้ยกเลิก คืนเงินเดิมพันทั้งหมด',
  'history.totals': 'ค่าธรรมเนียมทั้งตา {amount}',
  'history.verify': 'ตรวจสอบ: ค่าแฮช {commitment} · ซีด {seed}',
  'rules.heading': 'กติกาป๊อกเด้ง',
  'rules.goal': 'ผู้เล่นแต่ละคนสู้กับเจ้ามือ ใช้ไพ่หนึ่งสำรับ 52 ใบ สับใหม่ทุกตา แจกคนละ 2 ใบ เริ่มจากทางซ้ายของเจ้ามือ เจ้ามือได้ไพ่เป็นคนสุดท้าย',
  'rules.points': 'แต้ม: A = 1, 2–9 ตามหน้าไพ่, 10 J Q K = 0 นับเฉพาะหลักหน่วยของผลรวม',
  'rules.pok': 'ป๊อก: ไพ่ 2 ใบได้ 9 (ป๊อก 9) หรือ 8 (ป๊อก 8) เปิดทันทีและจั่วไม่ได้ ถ้าเจ้ามือได้ป๊อก ทุกคนเปิดไพ่ทันทีโดยไม่มีใครจั่ว',
  'rules.classes':
    'ลำดับมือจากสูงไปต่ำ: ป๊อก 9, ป๊อก 8, ตอง, สเตรทฟลัช, เรียง (A สูงเท่านั้น Q-K-A ได้ A-2-3 ไม่ได้), สามเหลือง (J Q K สามใบ), มือธรรมดาเทียบแต้ม',
  'rules.deng':
    'เด้ง: 2 ใบดอกเดียวกันหรือคู่ = 2 เด้ง; ตองหรือสเตรทฟลัช = 5 เด้ง; เรียง สามเหลือง หรือ 3 ใบดอกเดียวกัน = 3 เด้ง; อื่น ๆ = 1 เด้ง',
  'rules.compare':
    'มือสูงกว่าชนะ แต้มสูงกว่าชนะ ผู้ชนะได้เงินเท่ากับเด้งของตัวเองคูณเดิมพัน ถ้ามือและแต้มเท่ากัน ฝ่ายที่เด้งมากกว่าได้ส่วนต่างของเด้ง ถ้าเด้งเท่ากันเสมอ',
  'rules.draw':
    'ผู้เล่นที่ไม่ได้ป๊อกเลือกจั่ว 1 ใบหรืออยู่ภายในเวลา ถ้าหมดเวลา ระบบจั่วให้เมื่อมี 0–3 แต้มและอยู่เมื่อมี 4–9 แต้ม ไพ่ใบที่สามแจกตามลำดับที่นั่ง',
  'rules.banker':
    'เจ้ามือ: ผู้เล่นที่ขอเป็นเจ้ามือจะได้เป็นตามลำดับที่นั่งคนละ {term} ตา (ถ้าโต๊ะใช้การประมูล ผู้ขอจำนวนตามากกว่าได้ก่อน) เจ้ามือที่มี 0–3 แต้มต้องจั่ว และเลือก "สองเด้งสู้สาม" ได้: จ่ายผู้เล่นที่มีไพ่ 3 ใบก่อนแล้วจึงจั่ว ถ้าไม่มีใครเป็นเจ้ามือ บ้านเป็นเจ้ามือ จั่วเมื่อมี 0–4 แต้ม',
  'rules.bankerBidding':
    'เจ้ามือ (โต๊ะนี้ใช้การประมูล): ผู้เล่นเสนอเป็นเจ้ามือ {short} หรือ {long} ตา ผู้เสนอจำนวนตามากที่สุดได้เป็นเจ้ามือตามจำนวนตาที่เสนอ ถ้าเท่ากัน ผู้มีชิปบนโต๊ะมากกว่าได้ก่อน แล้วจึงที่นั่งหมายเลขน้อยกว่า เจ้ามือที่มี 0–3 แต้มต้องจั่ว และเลือก "สองเด้งสู้สาม" ได้: จ่ายผู้เล่นที่มีไพ่ 3 ใบก่อนแล้วจึงจั่ว ถ้าไม่มีใครเป็นเจ้ามือ บ้านเป็นเจ้ามือ จั่วเมื่อมี 0–4 แต้ม',
  'rules.cover': 'ผู้เล่นต้องมีชิปอย่างน้อย 5 เท่าของเดิมพันจึงจะได้ไพ่ เจ้ามือต้องมีชิปพอจ่าย 5 เด้งให้ทุกที่นั่ง ({amount} ต่อผู้เล่นหนึ่งคน)',
  'rules.commission':
    'บ้านเก็บค่าธรรมเนียม {rate}% ของเงินที่ชนะในแต่ละคู่ (รวมเจ้ามือ) ปัดเศษลง แสดงในผลและประวัติทุกตา เมื่อบ้านเป็นเจ้ามือ เก็บเฉพาะจากผู้เล่นที่ชนะ',
  'rules.timers': 'ผู้เล่นทุกคนมีเวลาตัดสินใจ {player} วินาที เจ้ามือ {banker} วินาที และมีเวลาสำรองส่วนตัวเมื่อเวลาหมด',
  'rules.leaving':
    'ลุกจากโต๊ะได้ระหว่างตา ชิปทั้งหมดกลับเข้ากระเป๋าเงิน ถ้าออกกลางตาหรือหลุดการเชื่อมต่อ ระบบเล่นแทนตามกติกาอัตโนมัติ แล้วพักที่นั่งไว้ เกิน 3 นาทีจะคืนชิปให้',
  'rules.fault': 'ถ้าระบบขัดข้องกลางตา ตานั้นยกเลิกและทุกคนได้ชิปกลับเท่ากับก่อนเริ่มตา',
  'rules.fairness':
    'ความยุติธรรม: ค่าแฮชของสำรับแสดงก่อนแจกไพ่ และซีดเปิดเผยหลังจบตา ซีดของผู้เล่นร่วมกำหนดสำรับด้วย ทุกคนเห็นแต่ไพ่ของตัวเองจนกว่าจะเปิดไพ่',
  'rules.people': 'โต๊ะเงินจริงมีแต่คน ไม่มีบอทหรือผู้เล่นของบ้าน การใช้โปรแกรมช่วยเล่นหรือการฮั้วกันถือเป็นการโกงและอาจถูกปิดบัญชี',
  'toast.cashedOut': 'ชิป {amount} กลับเข้ากระเป๋าเงินแล้ว',
  'error.pvp.INVALID_MESSAGE': 'คำขอไม่ถูกต้อง โปรดลองอีกครั้ง',
  'error.pvp.INVALID_LEVEL': 'ไม่มีโต๊ะระดับนี้',
  'error.pvp.NOT_AT_TABLE': 'โปรดเลือกโต๊ะก่อน',
  'error.pvp.NOT_SEATED': 'คุณยังไม่ได้นั่งที่โต๊ะ',
  'error.pvp.ALREADY_SEATED': 'คุณนั่งที่โต๊ะนี้อยู่แล้ว',
  'error.pvp.SEAT_TAKEN': 'ที่นั่งนี้มีคนนั่งแล้ว',
  'error.pvp.BAD_BUY_IN': 'จำนวนชิปไม่อยู่ในช่วงที่โต๊ะรับ',
  'error.pvp.BUSY': 'กำลังทำรายการก่อนหน้า โปรดรอสักครู่',
  'error.pvp.REAL_MONEY_ONLY': 'โต๊ะนี้เล่นด้วยเงินจริงเท่านั้น',
  'error.pvp.INSUFFICIENT_FUNDS': 'ยอดเงินไม่พอ',
  'error.pvp.WALLET_UNAVAILABLE': 'กระเป๋าเงินไม่พร้อมใช้งานชั่วคราว โปรดลองอีกครั้ง',
  'error.pvp.PLAYER_BLOCKED': 'บัญชีของคุณเล่นเกมนี้ไม่ได้ในขณะนี้',
  'error.pvp.SESSION_NOT_FOUND': 'เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมใหม่จากล็อบบี้',
  'error.pvp.TABLE_CLOSED': 'โต๊ะนี้ปิดแล้ว ชิปของคุณจะคืนเข้ากระเป๋าเงิน เลือกโต๊ะเพื่อนั่งใหม่ได้',
  'error.pvp.LOSS_LIMIT_REACHED': 'ถึงวงเงินเสียที่คุณตั้งไว้แล้ว',
  'error.pvp.WAGER_LIMIT_REACHED': 'ถึงวงเงินเดิมพันที่คุณตั้งไว้แล้ว',
  'error.pvp.SESSION_LIMIT_REACHED': 'ถึงเวลาเล่นที่คุณตั้งไว้แล้ว',
  'error.pvp.PLAYER_TIMED_OUT': 'บัญชีของคุณพักการเล่นอยู่',
  'error.pvp.PLAYER_SELF_EXCLUDED': 'บัญชีของคุณงดเล่นด้วยตนเองอยู่',
  'error.pvp.HAND_RUNNING': 'ทำได้เมื่อจบตานี้',
  'error.pvp.NOT_YOUR_TURN': 'ยังไม่ถึงตาคุณ',
  'error.pvp.INVALID_ACTION': 'ทำแบบนี้ไม่ได้ในตอนนี้',
  'error.pvp.CONNECTION_LOST': 'การเชื่อมต่อหลุด กำลังเชื่อมต่อใหม่…',
  'error.pvp.UNKNOWN': 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
};

const en: Record<PvpKey, string> = {
  'page.title': 'Pok Deng',
  'lobby.heading': 'Choose a table',
  'lobby.intro':
    'Play against real people, up to 8 at a table. The bank rotates among the players; when nobody banks, the house banks.',
  'lobby.stake': 'Stake per hand {amount}',
  'lobby.buyIn': 'Buy-in {min} – {max}',
  'lobby.join': 'Join table',
  'lobby.peopleOnly': 'Real-money tables seat people only. No bots.',
  'table.heading': 'Table {number}',
  'table.stake': 'Stake {amount}',
  'table.commission': 'Commission {rate}% of winnings',
  'table.hand': 'Hand {number}',
  'table.bankerHouse': 'Banker: the house',
  'table.bankerSeat': 'Banker: seat {seat}',
  'table.bankerYou': 'You are the banker',
  'table.termLeft': '{count} hands left',
  'table.seat': 'Seat {seat}',
  'table.you': 'You',
  'table.empty': 'Empty',
  'table.sitHere': 'Sit here',
  'table.houseBanker': 'Banker (house)',
  'table.banker': 'Banker',
  'table.sittingOut': 'Sitting out',
  'table.away': 'Away',
  'table.leaving': 'Leaving',
  'table.needsTopUp': 'Needs at least {amount} to be dealt in',
  'table.willingToBank': 'Will bank',
  'table.ruleFixed': 'Banker in turn, {term} hands each',
  'table.ruleBidding': 'Banker by bidding',
  'table.seatNamed': '{name} · Seat {seat}',
  'table.bankerNamed': 'Banker: {name} (seat {seat})',
  'phase.waiting': 'Waiting for players',
  'phase.opening': 'Deck shuffled and locked. Next hand in',
  'phase.players': 'Players draw or stand',
  'phase.banker': 'The banker decides',
  'phase.showing': 'Showdown',
  'phase.voided': 'This hand was cancelled; every stake was returned',
  'timer.yourTurn': 'Your turn',
  'timer.timeBank': 'Time bank',
  'timer.seconds': '{count} s',
  'action.draw': 'Draw',
  'action.stand': 'Stand',
  'action.fightThree': 'Two fight three',
  'action.bank': 'Offer to bank',
  'action.bankTerm': 'Bank {count} hands',
  'action.stopBanking': 'Stop banking',
  'action.topUp': 'Top up',
  'action.sitOut': 'Sit out',
  'action.sitIn': 'Back in',
  'action.leave': 'Leave table',
  'action.history': 'History',
  'action.rules': 'Rules',
  'action.cancel': 'Cancel',
  'action.confirm': 'Confirm',
  'action.copyRecord': 'Copy record to verify',
  'action.copied': 'Copied',
  'buyIn.heading': 'Buy in at seat {seat}',
  'buyIn.topUpHeading': 'Top up',
  'buyIn.amount': 'Amount',
  'buyIn.range': 'From {min} to {max}',
  'fair.commitment': 'Deck hash (locked before the deal)',
  'fair.revealed': 'Revealed seed',
  'fair.clientSeed': 'Players’ seed',
  'fair.explain':
    'The deck is fixed before any card is dealt: the SHA-256 hash of its seed is shown before the hand and the seed is revealed after it. Anyone can check it with the independent verifier script.',
  'hand.class.pok9': 'Pok 9',
  'hand.class.pok8': 'Pok 8',
  'hand.class.tong': 'Tong',
  'hand.class.straight-flush': 'Straight flush',
  'hand.class.straight': 'Straight',
  'hand.class.sam-lueang': 'Sam lueang',
  'hand.class.normal': 'Points {points}',
  'hand.points': 'Points {points}',
  'hand.deng': '{count} deng',
  'hand.cards': '{count} cards',
  'hand.hidden': 'Face down',
  'result.win': 'Won {amount}',
  'result.lose': 'Lost {amount}',
  'result.push': 'Push',
  'result.commission': 'Commission {amount}',
  'result.early': 'Settled before the banker drew',
  'history.heading': 'Your hands at this table',
  'history.empty': 'No finished hand yet',
  'history.handLine': 'Hand {number} · stake {stake} · {time}',
  'history.bankerLine': 'Banker, seat {seat}: {cards} ({hand})',
  'history.houseLine': 'Banker (house): {cards} ({hand})',
  'history.seatLine': 'Seat {seat}: {cards} ({hand})',
  'history.yourLine': 'You (seat {seat}): {cards} ({hand})',
  'history.decision.draw': 'drew',
  'history.decision.stand': 'stood',
  'history.decision.fight-three': 'two fight three',
  'history.auto': 'automatic',
  'history.resultLine': 'Your result: {result}',
  'history.voided': 'This hand was cancelled; every stake was returned',
  'history.totals': 'Commission this hand {amount}',
  'history.verify': 'Check: hash {commitment} · seed {seed}',
  'rules.heading': 'Pok Deng rules',
  'rules.goal':
    'Each player plays against the banker with one 52-card deck shuffled fresh every hand. Everyone gets 2 cards, starting at the banker’s left; the banker is dealt last.',
  'rules.points': 'Points: A = 1, 2–9 face value, 10 J Q K = 0; only the last digit of the sum counts.',
  'rules.pok':
    'Pok: a 2-card 9 (Pok 9) or 8 (Pok 8) is shown at once and cannot draw. When the banker has pok, every hand is compared at once and nobody draws.',
  'rules.classes':
    'Hands from high to low: Pok 9, Pok 8, tong (three of a kind), straight flush, straight (ace high only: Q-K-A counts, A-2-3 does not), sam lueang (three J/Q/K), then any other hand by points.',
  'rules.deng':
    'Deng: 2 cards of one suit or a pair = 2 deng; tong or straight flush = 5 deng; straight, sam lueang or 3 cards of one suit = 3 deng; anything else = 1 deng.',
  'rules.compare':
    'The higher hand wins, then the higher points; the winner receives its own deng times the stake. With the same hand and points, the side with more deng receives the difference; equal deng is a push.',
  'rules.draw':
    'A player without pok draws one card or stands before the clock ends. When time runs out the table draws on 0–3 and stands on 4–9. Third cards are dealt in seat order.',
  'rules.banker':
    'Banker: players who offer to bank take turns in seat order, {term} hands each (at bidding tables the longest bid wins). A banker on 0–3 must draw and may choose "two fight three": settle every 3-card player first, then draw. When nobody banks, the house banks and draws on 0–4.',
  'rules.bankerBidding':
    'Banker (this table bids): players offer to bank for {short} or {long} hands; the longest bid banks for the hands it bid, a tie going to the larger table balance, then the lower seat. A banker on 0–3 must draw and may choose "two fight three": settle every 3-card player first, then draw. When nobody banks, the house banks and draws on 0–4.',
  'rules.cover':
    'A player needs at least 5 stakes at the table to be dealt in. A banker must hold enough to pay five deng to every seat ({amount} per player).',
  'rules.commission':
    'The house takes {rate}% of each winning side’s win in each settlement (the banker included), rounded down, shown in the result and the history. When the house banks it takes it from winning players only.',
  'rules.timers':
    'Players have {player} seconds to decide, the banker {banker} seconds, and each seat has its own time bank after that.',
  'rules.leaving':
    'You can leave between hands: all your chips go back to your wallet. If you leave or lose the connection mid-hand, the table plays your hand by the automatic rules, then sits you out; after 3 minutes away your chips are returned.',
  'rules.fault':
    'If the server fails mid-hand, the hand is cancelled and everyone gets back the chips they had before it.',
  'rules.fairness':
    'Fairness: the deck’s hash is shown before the deal and its seed revealed after the hand; the players’ own seeds take part in the shuffle. Each player sees only their own cards until the showdown.',
  'rules.people':
    'Real-money tables seat people only: no bots and no house players. Using software to play or advise, or colluding, is cheating and may close your account.',
  'toast.cashedOut': '{amount} returned to your wallet',
  'error.pvp.INVALID_MESSAGE': 'The request was not valid. Please try again.',
  'error.pvp.INVALID_LEVEL': 'There is no table at this level.',
  'error.pvp.NOT_AT_TABLE': 'Choose a table first.',
  'error.pvp.NOT_SEATED': 'You are not seated at this table.',
  'error.pvp.ALREADY_SEATED': 'You already have a seat at this table.',
  'error.pvp.SEAT_TAKEN': 'This seat is taken.',
  'error.pvp.BAD_BUY_IN': 'This amount is outside the table’s buy-in range.',
  'error.pvp.BUSY': 'Your last request is still being processed. Please wait.',
  'error.pvp.REAL_MONEY_ONLY': 'This table plays for real money only.',
  'error.pvp.INSUFFICIENT_FUNDS': 'Your balance is too low.',
  'error.pvp.WALLET_UNAVAILABLE': 'The wallet is briefly unavailable. Please try again.',
  'error.pvp.PLAYER_BLOCKED': 'Your account cannot play this game right now.',
  'error.pvp.SESSION_NOT_FOUND': 'Your game session has ended. Please open the game again from the lobby.',
  'error.pvp.TABLE_CLOSED': 'This table has closed. Your chips go back to your wallet; choose a table to sit again.',
  'error.pvp.LOSS_LIMIT_REACHED': 'You have reached the loss limit you set.',
  'error.pvp.WAGER_LIMIT_REACHED': 'You have reached the wager limit you set.',
  'error.pvp.SESSION_LIMIT_REACHED': 'You have reached the play-time limit you set.',
  'error.pvp.PLAYER_TIMED_OUT': 'Your account is taking a break from play.',
  'error.pvp.PLAYER_SELF_EXCLUDED': 'Your account is self-excluded from play.',
  'error.pvp.HAND_RUNNING': 'You can do this when the hand ends.',
  'error.pvp.NOT_YOUR_TURN': 'It is not your turn.',
  'error.pvp.INVALID_ACTION': 'That is not possible right now.',
  'error.pvp.CONNECTION_LOST': 'Connection lost. Reconnecting…',
  'error.pvp.UNKNOWN': 'Something went wrong. Please try again.',
};

const ptBR: Record<PvpKey, string> = {
  'page.title': 'Pok Deng',
  'lobby.heading': 'Escolha uma mesa',
  'lobby.intro':
    'Jogue contra pessoas reais, até 8 por mesa. A banca passa de jogador em jogador; quando ninguém banca, a casa banca.',
  'lobby.stake': 'Aposta por mão {amount}',
  'lobby.buyIn': 'Entrada {min} – {max}',
  'lobby.join': 'Entrar na mesa',
  'lobby.peopleOnly': 'Mesas com dinheiro real só têm pessoas. Nenhum robô.',
  'table.heading': 'Mesa {number}',
  'table.stake': 'Aposta {amount}',
  'table.commission': 'Comissão de {rate}% dos ganhos',
  'table.hand': 'Mão {number}',
  'table.bankerHouse': 'Banca: a casa',
  'table.bankerSeat': 'Banca: lugar {seat}',
  'table.bankerYou': 'Você é a banca',
  'table.termLeft': 'faltam {count} mãos',
  'table.seat': 'Lugar {seat}',
  'table.you': 'Você',
  'table.empty': 'Vazio',
  'table.sitHere': 'Sentar aqui',
  'table.houseBanker': 'Banca (casa)',
  'table.banker': 'Banca',
  'table.sittingOut': 'Fora da mão',
  'table.away': 'Ausente',
  'table.leaving': 'Saindo',
  'table.needsTopUp': 'Precisa de pelo menos {amount} para receber cartas',
  'table.willingToBank': 'Quer bancar',
  'table.ruleFixed': 'Banca em rodízio, {term} mãos cada',
  'table.ruleBidding': 'Banca por lance',
  'table.seatNamed': '{name} · Lugar {seat}',
  'table.bankerNamed': 'Banca: {name} (lugar {seat})',
  'phase.waiting': 'Aguardando jogadores',
  'phase.opening': 'Baralho embaralhado e travado. Próxima mão em',
  'phase.players': 'Jogadores compram ou param',
  'phase.banker': 'A banca decide',
  'phase.showing': 'Revelação',
  'phase.voided': 'Esta mão foi cancelada; todas as apostas foram devolvidas',
  'timer.yourTurn': 'Sua vez',
  'timer.timeBank': 'Tempo extra',
  'timer.seconds': '{count} s',
  'action.draw': 'Comprar',
  'action.stand': 'Parar',
  'action.fightThree': 'Dois contra três',
  'action.bank': 'Quero bancar',
  'action.bankTerm': 'Bancar {count} mãos',
  'action.stopBanking': 'Parar de bancar',
  'action.topUp': 'Recarregar',
  'action.sitOut': 'Ficar de fora',
  'action.sitIn': 'Voltar',
  'action.leave': 'Sair da mesa',
  'action.history': 'Histórico',
  'action.rules': 'Regras',
  'action.cancel': 'Cancelar',
  'action.confirm': 'Confirmar',
  'action.copyRecord': 'Copiar registro para verificar',
  'action.copied': 'Copiado',
  'buyIn.heading': 'Entrar no lugar {seat}',
  'buyIn.topUpHeading': 'Recarregar',
  'buyIn.amount': 'Valor',
  'buyIn.range': 'De {min} a {max}',
  'fair.commitment': 'Hash do baralho (travado antes de dar as cartas)',
  'fair.revealed': 'Semente revelada',
  'fair.clientSeed': 'Semente dos jogadores',
  'fair.explain':
    'O baralho é fixado antes de qualquer carta: o hash SHA-256 da semente aparece antes da mão e a semente é revelada depois. Qualquer um pode conferir com o script verificador independente.',
  'hand.class.pok9': 'Pok 9',
  'hand.class.pok8': 'Pok 8',
  'hand.class.tong': 'Tong (trinca)',
  'hand.class.straight-flush': 'Straight flush',
  'hand.class.straight': 'Sequência',
  'hand.class.sam-lueang': 'Sam lueang',
  'hand.class.normal': 'Pontos {points}',
  'hand.points': 'Pontos {points}',
  'hand.deng': '{count} deng',
  'hand.cards': '{count} cartas',
  'hand.hidden': 'Virada para baixo',
  'result.win': 'Ganhou {amount}',
  'result.lose': 'Perdeu {amount}',
  'result.push': 'Empate',
  'result.commission': 'Comissão {amount}',
  'result.early': 'Pago antes de a banca comprar',
  'history.heading': 'Suas mãos nesta mesa',
  'history.empty': 'Nenhuma mão terminada ainda',
  'history.handLine': 'Mão {number} · aposta {stake} · {time}',
  'history.bankerLine': 'Banca, lugar {seat}: {cards} ({hand})',
  'history.houseLine': 'Banca (casa): {cards} ({hand})',
  'history.seatLine': 'Lugar {seat}: {cards} ({hand})',
  'history.yourLine': 'Você (lugar {seat}): {cards} ({hand})',
  'history.decision.draw': 'comprou',
  'history.decision.stand': 'parou',
  'history.decision.fight-three': 'dois contra três',
  'history.auto': 'automático',
  'history.resultLine': 'Seu resultado: {result}',
  'history.voided': 'Esta mão foi cancelada; todas as apostas foram devolvidas',
  'history.totals': 'Comissão nesta mão {amount}',
  'history.verify': 'Conferir: hash {commitment} · semente {seed}',
  'rules.heading': 'Regras do Pok Deng',
  'rules.goal':
    'Cada jogador joga contra a banca com um baralho de 52 cartas embaralhado a cada mão. Todos recebem 2 cartas, a partir da esquerda da banca; a banca recebe por último.',
  'rules.points': 'Pontos: A = 1, 2–9 pelo valor, 10 J Q K = 0; só conta o último dígito da soma.',
  'rules.pok':
    'Pok: 9 (Pok 9) ou 8 (Pok 8) com 2 cartas é mostrado na hora e não compra. Se a banca tem pok, todas as mãos são comparadas na hora e ninguém compra.',
  'rules.classes':
    'Mãos da maior para a menor: Pok 9, Pok 8, tong (trinca), straight flush, sequência (ás só alto: Q-K-A vale, A-2-3 não), sam lueang (três J/Q/K) e depois as demais por pontos.',
  'rules.deng':
    'Deng: 2 cartas do mesmo naipe ou um par = 2 deng; tong ou straight flush = 5 deng; sequência, sam lueang ou 3 cartas do mesmo naipe = 3 deng; o resto = 1 deng.',
  'rules.compare':
    'Ganha a mão maior, depois mais pontos; o vencedor recebe o próprio deng vezes a aposta. Com mesma mão e pontos, quem tem mais deng recebe a diferença; deng igual é empate.',
  'rules.draw':
    'Quem não tem pok compra uma carta ou para antes do fim do tempo. Se o tempo acaba, a mesa compra com 0–3 e para com 4–9. As terceiras cartas saem na ordem dos lugares.',
  'rules.banker':
    'Banca: quem se oferece banca por vez na ordem dos lugares, {term} mãos cada (nas mesas com lance, ganha o lance mais longo). A banca com 0–3 deve comprar e pode escolher "dois contra três": paga primeiro quem tem 3 cartas e depois compra. Sem banca, a casa banca e compra com 0–4.',
  'rules.bankerBidding':
    'Banca (mesa com lance): os jogadores oferecem bancar por {short} ou {long} mãos; o lance mais longo banca pelas mãos oferecidas, no empate ganha quem tem mais fichas na mesa, depois o lugar menor. A banca com 0–3 deve comprar e pode escolher "dois contra três": paga primeiro quem tem 3 cartas e depois compra. Sem banca, a casa banca e compra com 0–4.',
  'rules.cover':
    'O jogador precisa de pelo menos 5 apostas na mesa para receber cartas. A banca precisa cobrir cinco deng em todos os lugares ({amount} por jogador).',
  'rules.commission':
    'A casa fica com {rate}% do ganho de cada lado vencedor em cada acerto (a banca também), arredondado para baixo, mostrado no resultado e no histórico. Quando a casa banca, cobra só dos jogadores que ganham.',
  'rules.timers':
    'Os jogadores têm {player} segundos para decidir, a banca {banker} segundos, e cada lugar tem o próprio tempo extra depois disso.',
  'rules.leaving':
    'Você pode sair entre as mãos: todas as fichas voltam para a sua carteira. Se sair ou perder a conexão no meio da mão, a mesa joga por você pelas regras automáticas e depois deixa você de fora; após 3 minutos ausente, as fichas são devolvidas.',
  'rules.fault':
    'Se o servidor falhar no meio da mão, ela é cancelada e todos recebem de volta as fichas de antes dela.',
  'rules.fairness':
    'Justiça: o hash do baralho aparece antes de dar as cartas e a semente é revelada depois; as sementes dos jogadores entram no embaralhamento. Cada um vê só as próprias cartas até a revelação.',
  'rules.people':
    'Mesas com dinheiro real só têm pessoas: nenhum robô nem jogador da casa. Usar programas para jogar ou aconselhar, ou combinar jogadas, é trapaça e pode encerrar sua conta.',
  'toast.cashedOut': '{amount} devolvido à sua carteira',
  'error.pvp.INVALID_MESSAGE': 'A solicitação não era válida. Tente de novo.',
  'error.pvp.INVALID_LEVEL': 'Não há mesa neste nível.',
  'error.pvp.NOT_AT_TABLE': 'Escolha uma mesa primeiro.',
  'error.pvp.NOT_SEATED': 'Você não está sentado nesta mesa.',
  'error.pvp.ALREADY_SEATED': 'Você já tem um lugar nesta mesa.',
  'error.pvp.SEAT_TAKEN': 'Este lugar está ocupado.',
  'error.pvp.BAD_BUY_IN': 'Este valor está fora da faixa de entrada da mesa.',
  'error.pvp.BUSY': 'Seu último pedido ainda está em andamento. Aguarde.',
  'error.pvp.REAL_MONEY_ONLY': 'Esta mesa é só com dinheiro real.',
  'error.pvp.INSUFFICIENT_FUNDS': 'Seu saldo é insuficiente.',
  'error.pvp.WALLET_UNAVAILABLE': 'A carteira está indisponível no momento. Tente de novo.',
  'error.pvp.PLAYER_BLOCKED': 'Sua conta não pode jogar este jogo agora.',
  'error.pvp.SESSION_NOT_FOUND': 'Sua sessão de jogo terminou. Abra o jogo de novo pelo lobby.',
  'error.pvp.TABLE_CLOSED':
    'Esta mesa foi fechada. Suas fichas voltam para a carteira; escolha uma mesa para se sentar de novo.',
  'error.pvp.LOSS_LIMIT_REACHED': 'Você atingiu o limite de perdas que definiu.',
  'error.pvp.WAGER_LIMIT_REACHED': 'Você atingiu o limite de apostas que definiu.',
  'error.pvp.SESSION_LIMIT_REACHED': 'Você atingiu o limite de tempo de jogo que definiu.',
  'error.pvp.PLAYER_TIMED_OUT': 'Sua conta está em pausa de jogo.',
  'error.pvp.PLAYER_SELF_EXCLUDED': 'Sua conta está autoexcluída do jogo.',
  'error.pvp.HAND_RUNNING': 'Você pode fazer isso quando a mão terminar.',
  'error.pvp.NOT_YOUR_TURN': 'Não é a sua vez.',
  'error.pvp.INVALID_ACTION': 'Isso não é possível agora.',
  'error.pvp.CONNECTION_LOST': 'Conexão perdida. Reconectando…',
  'error.pvp.UNKNOWN': 'Algo deu errado. Tente de novo.',
};

const fil: Record<PvpKey, string> = {
  'page.title': 'Pok Deng',
  'lobby.heading': 'Pumili ng mesa',
  'lobby.intro':
    'Maglaro laban sa totoong tao, hanggang 8 sa isang mesa. Nagpapalitan ang mga manlalaro sa pagiging bangka; kapag walang nagbabangka, ang bahay ang bangka.',
  'lobby.stake': 'Taya bawat kamay {amount}',
  'lobby.buyIn': 'Buy-in {min} – {max}',
  'lobby.join': 'Sumali sa mesa',
  'lobby.peopleOnly': 'Mga tao lang ang nakaupo sa mesang may totoong pera. Walang bot.',
  'table.heading': 'Mesa {number}',
  'table.stake': 'Taya {amount}',
  'table.commission': 'Komisyon {rate}% ng panalo',
  'table.hand': 'Kamay {number}',
  'table.bankerHouse': 'Bangka: ang bahay',
  'table.bankerSeat': 'Bangka: upuan {seat}',
  'table.bankerYou': 'Ikaw ang bangka',
  'table.termLeft': '{count} kamay pa',
  'table.seat': 'Upuan {seat}',
  'table.you': 'Ikaw',
  'table.empty': 'Bakante',
  'table.sitHere': 'Umupo rito',
  'table.houseBanker': 'Bangka (bahay)',
  'table.banker': 'Bangka',
  'table.sittingOut': 'Nagpapahinga',
  'table.away': 'Wala',
  'table.leaving': 'Aalis',
  'table.needsTopUp': 'Kailangan ng hindi bababa sa {amount} para mabigyan ng baraha',
  'table.willingToBank': 'Handang magbangka',
  'table.ruleFixed': 'Salitan ang bangka, tig-{term} kamay',
  'table.ruleBidding': 'Bangka sa bidding',
  'table.seatNamed': '{name} · Upuan {seat}',
  'table.bankerNamed': 'Bangka: {name} (upuan {seat})',
  'phase.waiting': 'Naghihintay ng manlalaro',
  'phase.opening': 'Nabalasa at naka-lock ang baraha. Susunod na kamay sa',
  'phase.players': 'Bubunot o tatayo ang mga manlalaro',
  'phase.banker': 'Nagpapasya ang bangka',
  'phase.showing': 'Pagbubukas',
  'phase.voided': 'Kinansela ang kamay na ito; ibinalik ang lahat ng taya',
  'timer.yourTurn': 'Ikaw na',
  'timer.timeBank': 'Reserbang oras',
  'timer.seconds': '{count} s',
  'action.draw': 'Bumunot',
  'action.stand': 'Tumayo',
  'action.fightThree': 'Dalawa laban sa tatlo',
  'action.bank': 'Magbangka',
  'action.bankTerm': 'Magbangka ng {count} kamay',
  'action.stopBanking': 'Tumigil sa pagbabangka',
  'action.topUp': 'Magdagdag',
  'action.sitOut': 'Magpahinga',
  'action.sitIn': 'Bumalik',
  'action.leave': 'Umalis sa mesa',
  'action.history': 'Kasaysayan',
  'action.rules': 'Mga patakaran',
  'action.cancel': 'Kanselahin',
  'action.confirm': 'Kumpirmahin',
  'action.copyRecord': 'Kopyahin ang tala para suriin',
  'action.copied': 'Nakopya',
  'buyIn.heading': 'Mag-buy-in sa upuan {seat}',
  'buyIn.topUpHeading': 'Magdagdag',
  'buyIn.amount': 'Halaga',
  'buyIn.range': 'Mula {min} hanggang {max}',
  'fair.commitment': 'Hash ng baraha (naka-lock bago mamigay)',
  'fair.revealed': 'Ibinunyag na seed',
  'fair.clientSeed': 'Seed ng mga manlalaro',
  'fair.explain':
    'Nakatakda ang baraha bago mamigay ng kahit isang baraha: ipinapakita ang SHA-256 hash ng seed bago ang kamay at ibinubunyag ang seed pagkatapos. Masusuri ito ng sinuman gamit ang hiwalay na verifier script.',
  'hand.class.pok9': 'Pok 9',
  'hand.class.pok8': 'Pok 8',
  'hand.class.tong': 'Tong',
  'hand.class.straight-flush': 'Straight flush',
  'hand.class.straight': 'Straight',
  'hand.class.sam-lueang': 'Sam lueang',
  'hand.class.normal': '{points} puntos',
  'hand.points': '{points} puntos',
  'hand.deng': '{count} deng',
  'hand.cards': '{count} baraha',
  'hand.hidden': 'Nakataob',
  'result.win': 'Nanalo ng {amount}',
  'result.lose': 'Natalo ng {amount}',
  'result.push': 'Tabla',
  'result.commission': 'Komisyon {amount}',
  'result.early': 'Binayaran bago bumunot ang bangka',
  'history.heading': 'Ang mga kamay mo sa mesang ito',
  'history.empty': 'Wala pang tapos na kamay',
  'history.handLine': 'Kamay {number} · taya {stake} · {time}',
  'history.bankerLine': 'Bangka, upuan {seat}: {cards} ({hand})',
  'history.houseLine': 'Bangka (bahay): {cards} ({hand})',
  'history.seatLine': 'Upuan {seat}: {cards} ({hand})',
  'history.yourLine': 'Ikaw (upuan {seat}): {cards} ({hand})',
  'history.decision.draw': 'bumunot',
  'history.decision.stand': 'tumayo',
  'history.decision.fight-three': 'dalawa laban sa tatlo',
  'history.auto': 'awtomatiko',
  'history.resultLine': 'Resulta mo: {result}',
  'history.voided': 'Kinansela ang kamay na ito; ibinalik ang lahat ng taya',
  'history.totals': 'Komisyon sa kamay na ito {amount}',
  'history.verify': 'Suriin: hash {commitment} · seed {seed}',
  'rules.heading': 'Mga patakaran ng Pok Deng',
  'rules.goal':
    'Bawat manlalaro ay lumalaban sa bangka gamit ang isang 52-barahang deck na bagong balasa bawat kamay. Tig-2 baraha ang lahat, simula sa kaliwa ng bangka; huling binibigyan ang bangka.',
  'rules.points': 'Puntos: A = 1, 2–9 ayon sa mukha, 10 J Q K = 0; ang huling digit lang ng kabuuan ang bilang.',
  'rules.pok':
    'Pok: ang 9 (Pok 9) o 8 (Pok 8) sa 2 baraha ay ipinapakita agad at hindi na bumubunot. Kapag may pok ang bangka, pinaghahambing agad ang lahat at walang bumubunot.',
  'rules.classes':
    'Mga kamay mula mataas hanggang mababa: Pok 9, Pok 8, tong (tatlong magkapareho), straight flush, straight (mataas lang ang alas: Q-K-A oo, A-2-3 hindi), sam lueang (tatlong J/Q/K), saka ang iba ayon sa puntos.',
  'rules.deng':
    'Deng: 2 baraha na iisang suit o pares = 2 deng; tong o straight flush = 5 deng; straight, sam lueang o 3 barahang iisang suit = 3 deng; iba pa = 1 deng.',
  'rules.compare':
    'Panalo ang mas mataas na kamay, saka ang mas mataas na puntos; natatanggap ng nanalo ang sarili niyang deng na beses ang taya. Kapag pareho ang kamay at puntos, ang may mas maraming deng ang kukuha ng diperensya; pantay na deng ay tabla.',
  'rules.draw':
    'Ang walang pok ay bubunot ng isa o tatayo bago maubos ang oras. Kapag naubos ang oras, bumubunot ang mesa sa 0–3 at tumatayo sa 4–9. Ang ikatlong baraha ay ibinibigay ayon sa ayos ng upuan.',
  'rules.banker':
    'Bangka: ang mga nag-alok magbangka ay magpapalitan ayon sa upuan, tig-{term} kamay (sa mesang may bidding, panalo ang pinakamahabang bid). Ang bangkang may 0–3 ay dapat bumunot at puwedeng pumili ng "dalawa laban sa tatlo": babayaran muna ang may 3 baraha, saka bubunot. Kapag walang nagbabangka, ang bahay ang bangka at bumubunot sa 0–4.',
  'rules.bankerBidding':
    'Bangka (may bidding ang mesang ito): nag-aalok ang mga manlalaro na magbangka ng {short} o {long} kamay; ang pinakamahabang bid ang magbabangka sa mga kamay na ibinid, kapag tabla ang may mas maraming chips sa mesa, saka ang mas mababang upuan. Ang bangkang may 0–3 ay dapat bumunot at puwedeng pumili ng "dalawa laban sa tatlo": babayaran muna ang may 3 baraha, saka bubunot. Kapag walang nagbabangka, ang bahay ang bangka at bumubunot sa 0–4.',
  'rules.cover':
    'Kailangan ng manlalaro ng hindi bababa sa 5 taya sa mesa para mabigyan ng baraha. Dapat kayang bayaran ng bangka ang limang deng sa bawat upuan ({amount} bawat manlalaro).',
  'rules.commission':
    'Kumukuha ang bahay ng {rate}% ng panalo ng bawat nanalong panig sa bawat bayaran (kasama ang bangka), pababa ang pag-round, makikita sa resulta at kasaysayan. Kapag bahay ang bangka, sa mga nanalong manlalaro lang ito kinukuha.',
  'rules.timers':
    'May {player} segundo ang mga manlalaro para magpasya, {banker} segundo ang bangka, at may sariling reserbang oras ang bawat upuan pagkatapos nito.',
  'rules.leaving':
    'Puwede kang umalis sa pagitan ng mga kamay: babalik sa wallet mo ang lahat ng chips. Kung aalis ka o mawawalan ng koneksyon sa gitna ng kamay, lalaruin ng mesa ang kamay mo ayon sa awtomatikong patakaran, saka ka papahingahin; pagkalipas ng 3 minutong wala ka, ibabalik ang chips mo.',
  'rules.fault':
    'Kapag nagka-aberya ang server sa gitna ng kamay, kakanselahin ito at babalik sa lahat ang chips na hawak nila bago ito.',
  'rules.fairness':
    'Patas na laro: ipinapakita ang hash ng baraha bago mamigay at ibinubunyag ang seed pagkatapos; kasama sa balasa ang sariling seed ng mga manlalaro. Sariling baraha lang ang nakikita ng bawat isa hanggang sa pagbubukas.',
  'rules.people':
    'Mga tao lang sa mesang may totoong pera: walang bot at walang manlalaro ng bahay. Ang paggamit ng software para maglaro o magpayo, o ang pakikipagsabwatan, ay pandaraya at puwedeng magsara ng account mo.',
  'toast.cashedOut': 'Naibalik sa wallet mo ang {amount}',
  'error.pvp.INVALID_MESSAGE': 'Hindi wasto ang kahilingan. Subukan ulit.',
  'error.pvp.INVALID_LEVEL': 'Walang mesa sa antas na ito.',
  'error.pvp.NOT_AT_TABLE': 'Pumili muna ng mesa.',
  'error.pvp.NOT_SEATED': 'Hindi ka nakaupo sa mesang ito.',
  'error.pvp.ALREADY_SEATED': 'May upuan ka na sa mesang ito.',
  'error.pvp.SEAT_TAKEN': 'May nakaupo na rito.',
  'error.pvp.BAD_BUY_IN': 'Wala sa saklaw ng buy-in ng mesa ang halagang ito.',
  'error.pvp.BUSY': 'Pinoproseso pa ang huli mong kahilingan. Sandali lang.',
  'error.pvp.REAL_MONEY_ONLY': 'Totoong pera lang ang laro sa mesang ito.',
  'error.pvp.INSUFFICIENT_FUNDS': 'Kulang ang balanse mo.',
  'error.pvp.WALLET_UNAVAILABLE': 'Pansamantalang hindi magamit ang wallet. Subukan ulit.',
  'error.pvp.PLAYER_BLOCKED': 'Hindi makakapaglaro ng larong ito ang account mo ngayon.',
  'error.pvp.SESSION_NOT_FOUND': 'Tapos na ang session mo. Buksan ulit ang laro mula sa lobby.',
  'error.pvp.TABLE_CLOSED': 'Nagsara ang mesang ito. Babalik ang chips mo sa wallet; pumili ng mesa para umupo ulit.',
  'error.pvp.LOSS_LIMIT_REACHED': 'Naabot mo na ang itinakda mong limit sa talo.',
  'error.pvp.WAGER_LIMIT_REACHED': 'Naabot mo na ang itinakda mong limit sa taya.',
  'error.pvp.SESSION_LIMIT_REACHED': 'Naabot mo na ang itinakda mong oras ng paglalaro.',
  'error.pvp.PLAYER_TIMED_OUT': 'Nagpapahinga sa paglalaro ang account mo.',
  'error.pvp.PLAYER_SELF_EXCLUDED': 'Naka-self-exclude ang account mo.',
  'error.pvp.HAND_RUNNING': 'Magagawa mo ito kapag tapos na ang kamay.',
  'error.pvp.NOT_YOUR_TURN': 'Hindi pa ikaw.',
  'error.pvp.INVALID_ACTION': 'Hindi iyan puwede ngayon.',
  'error.pvp.CONNECTION_LOST': 'Nawala ang koneksyon. Kumokonekta ulit…',
  'error.pvp.UNKNOWN': 'May nangyaring mali. Subukan ulit.',
};

export const pvpMessages: Dictionaries<MessageKey> = {
  th: { ...commonMessages.th, ...th },
  en: { ...commonMessages.en, ...en },
  'pt-BR': { ...commonMessages['pt-BR'], ...ptBR },
  fil: { ...commonMessages.fil, ...fil },
};

export type PvpTranslate = Translate<MessageKey>;

export function createPvpTranslator(language: VendorLanguage): PvpTranslate {
  return createTranslator(pvpMessages, language);
}

export function pvpErrorKey(code: string): MessageKey {
  return (pvpErrorCodes as readonly string[]).includes(code)
    ? (`error.pvp.${code}` as MessageKey)
    : 'error.pvp.UNKNOWN';
}
