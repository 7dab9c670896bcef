import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { insertPromotion } from './promotions.repository.js';
import { sanitizeTermsHtml } from './promotions.service.js';
import type { NewPromotion } from './promotions.repository.js';

type Texts = { th: string; en: string; 'pt-BR': string; fil: string };

const sanitized = (texts: Texts): Texts => ({
  th: sanitizeTermsHtml(texts.th),
  en: sanitizeTermsHtml(texts.en),
  'pt-BR': sanitizeTermsHtml(texts['pt-BR']),
  fil: sanitizeTermsHtml(texts.fil),
});

/**
 * The demo brand's offers: a first-deposit match, a welcome gift to claim, a reviewed big-win story and a weekly
 * cashback.
 */
function demoOffers(brandName: string, currency: string): Omit<NewPromotion, 'merchantId'>[] {
  const since = new Date('2026-01-01T00:00:00Z');
  const seeded = {
    createdBy: 'seed',
    updatedBy: 'seed',
    displayFrom: since,
    applyFrom: since,
    status: 'active' as const,
  };
  return [
    {
      ...seeded,
      type: 'FIRST_DEPOSIT',
      category: 'deposit',
      badge: 'NEWBIE',
      sortOrder: 10,
      title: {
        th: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด 1,000',
        en: '100% First Deposit Bonus up to 1,000',
        'pt-BR': 'Bônus de 100% no primeiro depósito, até 1.000',
        fil: '100% Bonus sa Unang Deposito, hanggang 1,000',
      },
      summary: {
        th: `เริ่มต้นกับ ${brandName} ด้วยเงินเล่นสองเท่า ฝากครั้งแรก เราเติมให้อีกเท่าตัว`,
        en: `Start at ${brandName} with twice the play: we match your first deposit in full.`,
        'pt-BR': `Comece no ${brandName} jogando em dobro: igualamos todo o seu primeiro depósito.`,
        fil: `Simulan sa ${brandName} nang doble ang laro: tutumbasan namin nang buo ang unang deposito mo.`,
      },
      termsHtml: sanitized({
        th: `<h3>รับโบนัสอย่างไร</h3><ol><li>กด "เข้าร่วม" บนหน้านี้ก่อนฝากเงิน</li><li>ฝากเงินครั้งแรกอย่างน้อย 100 ${currency}</li><li>โบนัส 100% ของยอดฝาก สูงสุด 1,000 ${currency} เข้าบัญชีโบนัสทันทีที่ยอดฝากได้รับการยืนยัน</li></ol><h3>เงื่อนไข</h3><ul><li>ทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัส ภายใน 14 วัน เฉพาะเกมคาสิโน (สล็อตนับ 100% ตามตารางการนับยอดของเว็บ)</li><li>เดิมพันได้สูงสุด 500 ${currency} ต่อครั้งระหว่างทำเทิร์นโอเวอร์</li><li>ยอดที่เปลี่ยนเป็นเงินสดได้สูงสุด 5 เท่าของโบนัส</li><li>เงินฝากของคุณถอนได้ทุกเมื่อ หากถอนก่อนครบเทิร์นโอเวอร์ จะเสียเฉพาะโบนัส ไม่เสียเงินของคุณเอง</li><li>หนึ่งสิทธิ์ต่อผู้เล่น หนึ่งครัวเรือน และหนึ่งอุปกรณ์</li></ul>`,
        en: `<h3>How to get it</h3><ol><li>Press "Join" on this page before you deposit.</li><li>Make your first deposit of at least 100 ${currency}.</li><li>We add 100% of it, up to 1,000 ${currency}, to your bonus balance the moment your deposit is confirmed.</li></ol><h3>Terms</h3><ul><li>Wager 10 times the bonus within 14 days, on casino games (slots count 100%, as the site's contribution table shows).</li><li>Your largest bet while wagering is 500 ${currency}.</li><li>At most 5 times the bonus becomes cash.</li><li>Your own deposit can be withdrawn at any time: withdrawing before the wagering is done only gives up the bonus, never your own money.</li><li>One per player, household and device.</li></ul>`,
        'pt-BR': `<h3>Como receber</h3><ol><li>Toque em "Participar" nesta página antes de depositar.</li><li>Faça seu primeiro depósito de pelo menos 100 ${currency}.</li><li>Somamos 100% dele, até 1.000 ${currency}, ao seu saldo de bônus assim que o depósito for confirmado.</li></ol><h3>Condições</h3><ul><li>Aposte 10 vezes o valor do bônus em até 14 dias, em jogos de cassino (slots contam 100%, conforme a tabela de contribuição do site).</li><li>Sua maior aposta durante o rollover é de 500 ${currency}.</li><li>No máximo 5 vezes o bônus vira dinheiro.</li><li>Seu próprio depósito pode ser sacado a qualquer momento: sacar antes de cumprir o rollover cancela apenas o bônus, nunca o seu dinheiro.</li><li>Um por jogador, residência e aparelho.</li></ul>`,
        fil: `<h3>Paano makukuha</h3><ol><li>Pindutin ang "Sumali" sa page na ito bago ka mag-deposito.</li><li>Gawin ang unang deposito na hindi bababa sa 100 ${currency}.</li><li>Idadagdag namin ang 100% nito, hanggang 1,000 ${currency}, sa bonus balance mo sa sandaling makumpirma ang deposito.</li></ol><h3>Mga kondisyon</h3><ul><li>Tumaya ng 10 beses ng bonus sa loob ng 14 na araw, sa mga casino game (100% ang bilang ng slots, ayon sa contribution table ng site).</li><li>Ang pinakamalaking taya habang nagwa-wager ay 500 ${currency}.</li><li>Hanggang 5 beses ng bonus ang puwedeng maging cash.</li><li>Puwedeng i-withdraw ang sarili mong deposito anumang oras: ang pag-withdraw bago matapos ang wagering ay bonus lang ang mawawala, hindi ang sarili mong pera.</li><li>Isa bawat player, bahay at device.</li></ul>`,
      }),
      bannerUrl: null,
      reward: { kind: 'percent_of_deposit', percent: 100, capMinor: '100000' },
      terms: {
        turnoverMultiplier: 10,
        basis: 'bonus',
        productFamily: 'casino',
        maxBetMinor: '50000',
        maxWinMultiplier: 5,
        expiryDays: 14,
      },
      eligibility: {
        registeredFrom: null,
        depositNth: 1,
        minDepositMinor: '10000',
        weekdays: [],
        onePerHousehold: true,
      },
      limits: { perPlayer: 'once', totalBudgetMinor: null, dailyBudgetMinor: null },
      remarkRequired: false,
      imageRequired: false,
    },
    {
      ...seeded,
      type: 'FREE_BONUS',
      category: 'newbie',
      badge: 'LIMITED',
      sortOrder: 20,
      title: {
        th: 'ของขวัญต้อนรับ 50 ฟรี',
        en: 'Free 50 Welcome Gift',
        'pt-BR': 'Presente de boas-vindas: 50 grátis',
        fil: 'Libreng 50 na Welcome Gift',
      },
      summary: {
        th: 'ไม่ต้องฝาก แค่กดรับ แล้วลองเกมโปรดของคุณได้เลย',
        en: 'No deposit needed: claim it and try your favourite games on us.',
        'pt-BR': 'Sem depósito: resgate e experimente seus jogos favoritos por nossa conta.',
        fil: 'Walang deposito: i-claim at subukan ang paborito mong laro nang libre.',
      },
      termsHtml: sanitized({
        th: `<h3>รับง่ายในคลิกเดียว</h3><p>กด "รับโบนัส" แล้ว 50 ${currency} จะเข้าบัญชีโบนัสของคุณทันที</p><h3>เงื่อนไข</h3><ul><li>ทำยอดเทิร์นโอเวอร์ 1 เท่าของโบนัส ภายใน 7 วัน เฉพาะเกมคาสิโน</li><li>เมื่อครบเทิร์นโอเวอร์ ยอดโบนัสที่เหลือจะกลายเป็นเงินสดที่ถอนได้</li><li>รับได้หนึ่งครั้งต่อผู้เล่น หนึ่งครัวเรือน และหนึ่งอุปกรณ์</li></ul>`,
        en: `<h3>One tap to claim</h3><p>Press "Claim" and 50 ${currency} lands in your bonus balance at once.</p><h3>Terms</h3><ul><li>Wager the bonus once within 7 days, on casino games.</li><li>Once the wagering is done, what is left of the bonus becomes cash you can withdraw.</li><li>One per player, household and device.</li></ul>`,
        'pt-BR': `<h3>Resgate com um toque</h3><p>Toque em "Resgatar" e 50 ${currency} entram na hora no seu saldo de bônus.</p><h3>Condições</h3><ul><li>Aposte o valor do bônus uma vez em até 7 dias, em jogos de cassino.</li><li>Cumprido o rollover, o que restar do bônus vira dinheiro que você pode sacar.</li><li>Um por jogador, residência e aparelho.</li></ul>`,
        fil: `<h3>Isang pindot lang</h3><p>Pindutin ang "I-claim" at papasok agad ang 50 ${currency} sa bonus balance mo.</p><h3>Mga kondisyon</h3><ul><li>Itaya ang bonus nang isang beses sa loob ng 7 araw, sa mga casino game.</li><li>Kapag tapos na ang wagering, magiging cash na puwedeng i-withdraw ang natitirang bonus.</li><li>Isa bawat player, bahay at device.</li></ul>`,
      }),
      bannerUrl: null,
      reward: { kind: 'fixed', amountMinor: '5000' },
      terms: {
        turnoverMultiplier: 1,
        basis: 'bonus',
        productFamily: 'casino',
        maxBetMinor: null,
        maxWinMultiplier: null,
        expiryDays: 7,
      },
      eligibility: {
        registeredFrom: null,
        depositNth: null,
        minDepositMinor: null,
        weekdays: [],
        onePerHousehold: true,
      },
      limits: { perPlayer: 'once', totalBudgetMinor: null, dailyBudgetMinor: null },
      remarkRequired: false,
      imageRequired: false,
    },
    {
      ...seeded,
      type: 'APPLICATION',
      category: 'slots',
      badge: 'SPECIAL',
      sortOrder: 30,
      title: {
        th: 'แชร์เรื่องบิ๊กวิน รับโบนัสสูงสุด 300',
        en: 'Share Your Big Win, Get up to 300',
        'pt-BR': 'Conte sua grande vitória e ganhe até 300',
        fil: 'Ikuwento ang Big Win Mo, Makakuha ng hanggang 300',
      },
      summary: {
        th: 'เล่าความประทับใจจากชัยชนะครั้งใหญ่ของคุณเดือนนี้ ทีมงานจะมอบโบนัสให้เรื่องที่โดนใจ',
        en: 'Tell us about your biggest win this month: our team rewards the stories we love.',
        'pt-BR': 'Conte sua maior vitória do mês: nossa equipe premia as histórias que mais gostar.',
        fil: 'Ikuwento ang pinakamalaki mong panalo ngayong buwan: gagantimpalaan ng team namin ang mga kuwentong nagustuhan namin.',
      },
      termsHtml: sanitized({
        th: `<h3>ร่วมสนุกอย่างไร</h3><ol><li>เขียนเล่าเรื่องชัยชนะของคุณสั้น ๆ ไม่เกิน 140 ตัวอักษร</li><li>แนบภาพหน้าจอได้สูงสุด 3 ภาพ (png หรือ jpg ไม่เกิน 5 MB ต่อภาพ)</li><li>ทีมงานจะพิจารณาภายใน 2 วันทำการ และมอบโบนัสสูงสุด 300 ${currency}</li></ol><h3>เงื่อนไข</h3><ul><li>ส่งได้หนึ่งครั้งต่อเดือน หากไม่ผ่านการพิจารณาสามารถส่งใหม่ได้</li><li>ทำยอดเทิร์นโอเวอร์ 3 เท่าของโบนัส ภายใน 7 วัน เฉพาะเกมคาสิโน</li><li>ผลการพิจารณาของทีมงานถือเป็นที่สุด</li></ul>`,
        en: `<h3>How to take part</h3><ol><li>Write a short story of your win, 140 characters at most.</li><li>Add up to 3 screenshots (png or jpg, 5 MB each at most).</li><li>Our team reviews it within 2 working days and awards a bonus of up to 300 ${currency}.</li></ol><h3>Terms</h3><ul><li>One entry per month; if it is not accepted you may send it again.</li><li>Wager 3 times the bonus within 7 days, on casino games.</li><li>The team's decision is final.</li></ul>`,
        'pt-BR': `<h3>Como participar</h3><ol><li>Escreva um relato curto da sua vitória, com no máximo 140 caracteres.</li><li>Anexe até 3 capturas de tela (png ou jpg, até 5 MB cada).</li><li>Nossa equipe avalia em até 2 dias úteis e concede um bônus de até 300 ${currency}.</li></ol><h3>Condições</h3><ul><li>Uma participação por mês; se não for aceita, você pode enviar de novo.</li><li>Aposte 3 vezes o valor do bônus em até 7 dias, em jogos de cassino.</li><li>A decisão da equipe é final.</li></ul>`,
        fil: `<h3>Paano sumali</h3><ol><li>Isulat ang maikling kuwento ng panalo mo, hanggang 140 character.</li><li>Maglakip ng hanggang 3 screenshot (png o jpg, hanggang 5 MB bawat isa).</li><li>Susuriin ito ng team namin sa loob ng 2 araw ng trabaho at magbibigay ng bonus na hanggang 300 ${currency}.</li></ol><h3>Mga kondisyon</h3><ul><li>Isang entry bawat buwan; kung hindi matanggap, puwede kang magpadala ulit.</li><li>Tumaya ng 3 beses ng bonus sa loob ng 7 araw, sa mga casino game.</li><li>Pinal ang desisyon ng team.</li></ul>`,
      }),
      bannerUrl: null,
      reward: { kind: 'reviewed', maxMinor: '30000' },
      terms: {
        turnoverMultiplier: 3,
        basis: 'bonus',
        productFamily: 'casino',
        maxBetMinor: null,
        maxWinMultiplier: null,
        expiryDays: 7,
      },
      eligibility: {
        registeredFrom: null,
        depositNth: null,
        minDepositMinor: null,
        weekdays: [],
        onePerHousehold: true,
      },
      limits: { perPlayer: 'monthly', totalBudgetMinor: null, dailyBudgetMinor: null },
      remarkRequired: true,
      imageRequired: false,
    },
    // The engagement reference's E2.2: weekly net-loss cashback by tiers, paid as cash (a multiple of 0).
    {
      ...seeded,
      type: 'CASHBACK',
      category: 'slots',
      badge: 'VIP',
      sortOrder: 40,
      title: {
        th: 'คืนยอดเสียรายสัปดาห์สูงสุด 8%',
        en: 'Weekly Cashback up to 8%',
        'pt-BR': 'Cashback semanal de até 8%',
        fil: 'Lingguhang Cashback hanggang 8%',
      },
      summary: {
        th: 'เสียในเกมคาสิโนสัปดาห์นี้ รับคืนเป็นเงินสดทุกวันจันทร์ ไม่ต้องทำเทิร์น',
        en: 'Lost at the casino this week? Get part of it back in cash every Monday, no wagering.',
        'pt-BR': 'Perdeu no cassino esta semana? Receba parte de volta em dinheiro toda segunda, sem rollover.',
        fil: 'Natalo sa casino ngayong linggo? Ibabalik namin ang bahagi nito bilang cash tuwing Lunes, walang wagering.',
      },
      termsHtml: sanitized({
        th: `<h3>คำนวณอย่างไร</h3><ul><li>ยอดเสียสุทธิ = ยอดเดิมพันเกมคาสิโนที่ปิดผลแล้ว ลบยอดชนะ ตั้งแต่วันจันทร์ถึงวันอาทิตย์ตามเวลาของเว็บ</li><li>ส่วนที่เสียตั้งแต่ 1,000 ถึง 10,000 ${currency} คืน 5% และส่วนที่เกิน 10,000 ${currency} คืน 8%</li><li>คืนสูงสุด 5,000 ${currency} ต่อสัปดาห์</li></ul><h3>เงื่อนไข</h3><ul><li>เข้าบัญชีเป็นเงินสดอัตโนมัติหลังสัปดาห์สิ้นสุด ไม่ต้องทำเทิร์นโอเวอร์</li><li>บัญชีที่พักการเล่นหรือจำกัดการเล่นอยู่ขณะคำนวณจะไม่ได้รับ</li></ul>`,
        en: `<h3>How it is counted</h3><ul><li>Net loss = your settled casino stakes minus your winnings, Monday to Sunday in the site's time.</li><li>The part of the loss from 1,000 to 10,000 ${currency} earns 5% back, the part above 10,000 ${currency} earns 8%.</li><li>At most 5,000 ${currency} a week.</li></ul><h3>Terms</h3><ul><li>Paid as cash automatically after the week ends, with no wagering.</li><li>Accounts on a break or under a play limit when it is counted receive nothing.</li></ul>`,
        'pt-BR': `<h3>Como é calculado</h3><ul><li>Perda líquida = suas apostas de cassino liquidadas menos seus ganhos, de segunda a domingo no horário do site.</li><li>A parte da perda de 1.000 a 10.000 ${currency} devolve 5%, a parte acima de 10.000 ${currency} devolve 8%.</li><li>No máximo 5.000 ${currency} por semana.</li></ul><h3>Condições</h3><ul><li>Pago em dinheiro automaticamente após o fim da semana, sem rollover.</li><li>Contas em pausa ou com limite de jogo no momento do cálculo não recebem.</li></ul>`,
        fil: `<h3>Paano binibilang</h3><ul><li>Net loss = ang mga settled na taya mo sa casino bawas ang mga panalo mo, Lunes hanggang Linggo sa oras ng site.</li><li>Ang bahagi ng talo mula 1,000 hanggang 10,000 ${currency} ay may 5% na balik, ang bahaging lampas sa 10,000 ${currency} ay 8%.</li><li>Hanggang 5,000 ${currency} bawat linggo.</li></ul><h3>Mga kondisyon</h3><ul><li>Awtomatikong ibinibigay bilang cash pagkatapos ng linggo, walang wagering.</li><li>Walang matatanggap ang mga account na naka-break o may limitasyon sa paglalaro sa oras ng pagbilang.</li></ul>`,
      }),
      bannerUrl: null,
      reward: {
        kind: 'percent_of_net_loss',
        mode: 'tier',
        tiers: [
          { fromMinor: '100000', basisPoints: 500 },
          { fromMinor: '1000000', basisPoints: 800 },
        ],
        capMinor: '500000',
      },
      terms: {
        turnoverMultiplier: 0,
        basis: 'bonus',
        productFamily: 'casino',
        maxBetMinor: null,
        maxWinMultiplier: null,
        expiryDays: 7,
      },
      eligibility: {
        registeredFrom: null,
        depositNth: null,
        minDepositMinor: null,
        weekdays: [],
        onePerHousehold: false,
      },
      limits: { perPlayer: 'weekly', totalBudgetMinor: null, dailyBudgetMinor: null },
      remarkRequired: false,
      imageRequired: false,
    },
    ...dailyChances(currency, seeded),
  ];
}

/**
 * A red envelope ladder of two levels (each a RED_ENVELOPE offer with its day's deposit and valid bet) and a daily
 * raffle from 10:00 to 22:00 in the brand's zone (decision 0080).
 */
function dailyChances(
  currency: string,
  seeded: Pick<NewPromotion, 'createdBy' | 'updatedBy' | 'displayFrom' | 'applyFrom' | 'status'>,
): Omit<NewPromotion, 'merchantId'>[] {
  const terms = {
    turnoverMultiplier: 1,
    basis: 'bonus' as const,
    productFamily: 'casino' as const,
    maxBetMinor: null,
    maxWinMultiplier: null,
    expiryDays: 7,
  };
  const eligibility = (minDepositToday: string | null, minValidBetToday: string | null) => ({
    registeredFrom: null,
    depositNth: null,
    minDepositMinor: null,
    weekdays: [],
    onePerHousehold: true,
    minDepositTodayMinor: minDepositToday,
    minValidBetTodayMinor: minValidBetToday,
    birthdayWindowDays: null,
  });
  const level = (number: 1 | 2, deposit: string, validBet: string) => ({
    th: `<p>ซองแดงขั้นที่ ${number}: วันนี้ฝากรวมอย่างน้อย ${deposit} ${currency} และมียอดเดิมพันที่นับได้อย่างน้อย ${validBet} ${currency} แล้วกดเปิดซองได้วันละหนึ่งครั้ง</p><p>รางวัลและโอกาสของแต่ละรางวัลแสดงอยู่บนการ์ด ทำยอดเทิร์นโอเวอร์ 1 เท่าภายใน 7 วัน</p>`,
    en: `<p>Red envelope level ${number}: deposit at least ${deposit} ${currency} and make valid bets of at least ${validBet} ${currency} today, then open the envelope once a day.</p><p>The prizes and the odds of each are on the card. Wager the prize once within 7 days.</p>`,
    'pt-BR': `<p>Envelope vermelho nível ${number}: deposite pelo menos ${deposit} ${currency} e faça apostas válidas de pelo menos ${validBet} ${currency} hoje, depois abra o envelope uma vez por dia.</p><p>Os prêmios e as chances de cada um estão no cartão. Aposte o prêmio uma vez em até 7 dias.</p>`,
    fil: `<p>Red envelope level ${number}: mag-deposito ng hindi bababa sa ${deposit} ${currency} at tumaya ng valid bet na hindi bababa sa ${validBet} ${currency} ngayong araw, saka buksan ang envelope isang beses bawat araw.</p><p>Nasa card ang mga premyo at ang tsansa ng bawat isa. Itaya ang premyo nang isang beses sa loob ng 7 araw.</p>`,
  });
  return [
    {
      ...seeded,
      type: 'RED_ENVELOPE',
      category: 'other',
      badge: 'DAILY',
      sortOrder: 50,
      title: {
        th: 'ซองแดงประจำวัน ขั้นที่ 1',
        en: 'Daily Red Envelope, Level 1',
        'pt-BR': 'Envelope Vermelho Diário, Nível 1',
        fil: 'Araw-araw na Red Envelope, Level 1',
      },
      summary: {
        th: 'ฝากและเล่นให้ถึงเป้าวันนี้ แล้วเปิดซองลุ้นสูงสุด 88.88',
        en: "Reach today's deposit and bets, then open an envelope of up to 88.88.",
        'pt-BR': 'Atinja o depósito e as apostas de hoje e abra um envelope de até 88,88.',
        fil: 'Abutin ang deposito at taya ngayong araw, saka magbukas ng envelope na hanggang 88.88.',
      },
      termsHtml: sanitized(level(1, '100', '500')),
      bannerUrl: null,
      reward: {
        kind: 'prize_table',
        prizes: [
          { amountMinor: '888', weight: 60 },
          { amountMinor: '1888', weight: 30 },
          { amountMinor: '8888', weight: 10 },
        ],
      },
      terms,
      eligibility: eligibility('10000', '50000'),
      limits: { perPlayer: 'daily', totalBudgetMinor: null, dailyBudgetMinor: '500000' },
      remarkRequired: false,
      imageRequired: false,
    },
    {
      ...seeded,
      type: 'RED_ENVELOPE',
      category: 'other',
      badge: 'DAILY',
      sortOrder: 51,
      title: {
        th: 'ซองแดงประจำวัน ขั้นที่ 2',
        en: 'Daily Red Envelope, Level 2',
        'pt-BR': 'Envelope Vermelho Diário, Nível 2',
        fil: 'Araw-araw na Red Envelope, Level 2',
      },
      summary: {
        th: 'เป้าที่สูงขึ้น ซองที่ใหญ่ขึ้น ลุ้นสูงสุด 888.88',
        en: 'A higher level, a bigger envelope: up to 888.88.',
        'pt-BR': 'Um nível mais alto, um envelope maior: até 888,88.',
        fil: 'Mas mataas na level, mas malaking envelope: hanggang 888.88.',
      },
      termsHtml: sanitized(level(2, '1,000', '5,000')),
      bannerUrl: null,
      reward: {
        kind: 'prize_table',
        prizes: [
          { amountMinor: '3888', weight: 60 },
          { amountMinor: '8888', weight: 35 },
          { amountMinor: '88888', weight: 5 },
        ],
      },
      terms,
      eligibility: eligibility('100000', '500000'),
      limits: { perPlayer: 'daily', totalBudgetMinor: null, dailyBudgetMinor: '2000000' },
      remarkRequired: false,
      imageRequired: false,
    },
    {
      ...seeded,
      type: 'RAFFLE',
      category: 'other',
      badge: 'DAILY',
      sortOrder: 52,
      title: { th: 'จับรางวัลประจำวัน', en: 'Daily Raffle', 'pt-BR': 'Sorteio Diário', fil: 'Araw-araw na Raffle' },
      summary: {
        th: 'ลุ้นวันละครั้ง 10:00–22:00 ตรวจสอบผลได้ด้วยตัวเอง',
        en: 'One draw a day, 10:00–22:00, and you can check it yourself.',
        'pt-BR': 'Um sorteio por dia, das 10:00 às 22:00, e você mesmo pode conferir.',
        fil: 'Isang draw bawat araw, 10:00–22:00, at masusuri mo ito mismo.',
      },
      termsHtml: sanitized({
        th: `<p>จับรางวัลได้วันละหนึ่งครั้งระหว่าง 10:00–22:00 รหัสยืนยัน (SHA-256 ของ seed) แสดงก่อนเปิด และ seed จะเปิดเผยเมื่อปิดรอบ เพื่อให้ตรวจสอบผลได้ รางวัล 0 คือไม่ได้รางวัล ทำยอดเทิร์นโอเวอร์ 1 เท่าภายใน 7 วัน</p>`,
        en: `<p>One draw a day between 10:00 and 22:00. The commitment (the SHA-256 of the window's seed) is shown before it opens and the seed once it closes, so every draw can be checked. A prize of 0 is no prize. Wager a prize once within 7 days.</p>`,
        'pt-BR': `<p>Um sorteio por dia entre 10:00 e 22:00. O compromisso (o SHA-256 da semente) aparece antes da abertura e a semente depois do fechamento, para que cada sorteio possa ser conferido. Um prêmio de 0 é sem prêmio. Aposte o prêmio uma vez em até 7 dias.</p>`,
        fil: `<p>Isang draw bawat araw mula 10:00 hanggang 22:00. Ipinapakita ang commitment (ang SHA-256 ng seed) bago magbukas at ang seed kapag sarado na, para masuri ang bawat draw. Ang premyong 0 ay walang premyo. Itaya ang premyo nang isang beses sa loob ng 7 araw.</p>`,
      }),
      bannerUrl: null,
      reward: {
        kind: 'prize_table',
        prizes: [
          { amountMinor: '0', weight: 700 },
          { amountMinor: '500', weight: 200 },
          { amountMinor: '2000', weight: 80 },
          { amountMinor: '10000', weight: 19 },
          { amountMinor: '88800', weight: 1 },
        ],
      },
      terms,
      eligibility: eligibility(null, null),
      limits: { perPlayer: 'daily', totalBudgetMinor: null, dailyBudgetMinor: '1000000' },
      remarkRequired: false,
      imageRequired: false,
      raffle: { opensAt: '10:00', durationMinutes: 720 },
    },
  ];
}

/** Seeds the demo offers of a brand that has none (a brand whose operators made their own keeps them). */
export async function seedDemoPromotions(
  db: Database,
  input: { merchantId: string; brandName: string; currency: string },
): Promise<void> {
  const [existing] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from promotion where merchant_id = ${input.merchantId}::uuid) as found`,
  );
  if (existing?.found) return;
  for (const offer of demoOffers(input.brandName, input.currency)) {
    await insertPromotion(db, { ...offer, merchantId: input.merchantId });
  }
}
