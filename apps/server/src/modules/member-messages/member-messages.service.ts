import type { Language, MemberMessage } from '@croupier/contracts';
import { formatMinor, readableReference } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { InboxRow } from './member-messages.repository.js';
import { insertMessage } from './member-messages.repository.js';

/** The platform's own messages: a template key, and values filled in when the member opens it. */
export type SystemMessageTemplate =
  | 'deposit.confirmed'
  | 'withdrawal.paid'
  | 'promotion.application.approved'
  | 'promotion.application.rejected'
  | 'promotion.reward.issued'
  | 'bonus.expiring'
  | 'vip.level-up';

type TemplateTexts = { title: string; body: string };

/**
 * System messages are stored as a template key and values, rendered in the reader's language when read: a member who
 * changes language reads its old messages in the new one, and correcting a text corrects every message already sent.
 * Values: `amount` (formatted, with its currency), `reference` (the order's readable reference), `reason` (an
 * operator's words, shown as written), `turnover` (formatted, with its currency). A value may be given per language
 * (`title:th`, `title:en`, see `perLanguage`): an offer's title reads in the reader's language, else English.
 */
const templates: Record<SystemMessageTemplate, Record<Language, TemplateTexts>> = {
  'deposit.confirmed': {
    th: { title: 'ฝากเงินสำเร็จ', body: 'รายการฝากเงิน {{reference}} จำนวน {{amount}} ได้รับการยืนยันและเข้ากระเป๋าของคุณแล้ว' },
    en: {
      title: 'Deposit confirmed',
      body: 'Your deposit {{reference}} of {{amount}} is confirmed and in your wallet.',
    },
    'pt-BR': {
      title: 'Depósito confirmado',
      body: 'Seu depósito {{reference}} de {{amount}} foi confirmado e está na sua carteira.',
    },
    fil: {
      title: 'Nakumpirma ang deposito',
      body: 'Nakumpirma ang iyong deposito {{reference}} na {{amount}} at nasa wallet mo na.',
    },
  },
  'withdrawal.paid': {
    th: { title: 'ถอนเงินสำเร็จ', body: 'รายการถอนเงิน {{reference}} จำนวน {{amount}} ได้โอนไปยังบัญชีธนาคารของคุณแล้ว' },
    en: {
      title: 'Withdrawal paid',
      body: 'Your withdrawal {{reference}} of {{amount}} has been paid to your bank account.',
    },
    'pt-BR': {
      title: 'Saque pago',
      body: 'Seu saque {{reference}} de {{amount}} foi pago na sua conta bancária.',
    },
    fil: {
      title: 'Naibayad ang withdrawal',
      body: 'Naibayad na sa iyong bank account ang withdrawal {{reference}} na {{amount}}.',
    },
  },
  'promotion.application.approved': {
    th: {
      title: 'อนุมัติคำขอรับโปรโมชั่นแล้ว',
      body: 'คำขอรับโปรโมชั่น {{title}} ของคุณได้รับการอนุมัติ คุณได้รับโบนัส {{amount}} ดูรายละเอียดได้ที่รายละเอียดโบนัส',
    },
    en: {
      title: 'Promotion application approved',
      body: 'Your application for {{title}} is approved: {{amount}} has been credited. See your bonus details.',
    },
    'pt-BR': {
      title: 'Solicitação de promoção aprovada',
      body: 'Sua solicitação para {{title}} foi aprovada: {{amount}} foram creditados. Veja os detalhes do seu bônus.',
    },
    fil: {
      title: 'Naaprubahan ang aplikasyon sa promo',
      body: 'Naaprubahan ang iyong aplikasyon para sa {{title}}: naikredito na ang {{amount}}. Tingnan ang detalye ng bonus mo.',
    },
  },
  'promotion.application.rejected': {
    th: {
      title: 'คำขอรับโปรโมชั่นไม่ได้รับการอนุมัติ',
      body: 'คำขอรับโปรโมชั่น {{title}} ของคุณไม่ได้รับการอนุมัติ เหตุผล: {{reason}} คุณสามารถส่งคำขอใหม่ได้ที่หน้าโปรโมชั่น',
    },
    en: {
      title: 'Promotion application rejected',
      body: 'Your application for {{title}} was not approved. Reason: {{reason}} You may apply again on the promotions page.',
    },
    'pt-BR': {
      title: 'Solicitação de promoção recusada',
      body: 'Sua solicitação para {{title}} não foi aprovada. Motivo: {{reason}} Você pode solicitar novamente na página de promoções.',
    },
    fil: {
      title: 'Hindi naaprubahan ang aplikasyon sa promo',
      body: 'Hindi naaprubahan ang iyong aplikasyon para sa {{title}}. Dahilan: {{reason}} Maaari kang mag-apply muli sa pahina ng mga promo.',
    },
  },
  'promotion.reward.issued': {
    th: { title: 'คุณได้รับรางวัลโปรโมชั่น', body: 'คุณได้รับ {{amount}} จากโปรโมชั่น {{title}} ดูรายละเอียดได้ที่รายละเอียดโบนัส' },
    en: {
      title: 'Promotion reward credited',
      body: 'You received {{amount}} from {{title}}. See your bonus details.',
    },
    'pt-BR': {
      title: 'Prêmio de promoção creditado',
      body: 'Você recebeu {{amount}} de {{title}}. Veja os detalhes do seu bônus.',
    },
    fil: {
      title: 'Naikredito ang premyo ng promo',
      body: 'Nakatanggap ka ng {{amount}} mula sa {{title}}. Tingnan ang detalye ng bonus mo.',
    },
  },
  'bonus.expiring': {
    th: {
      title: 'โบนัสของคุณใกล้หมดอายุ',
      body: 'โบนัส {{title}} จะหมดอายุภายใน 24 ชั่วโมง ยอดเทิร์นโอเวอร์ที่เหลือ {{turnover}} โบนัสที่ไม่ครบเทิร์นจะถูกยกเลิกเมื่อหมดอายุ',
    },
    en: {
      title: 'Your bonus expires soon',
      body: 'Your bonus {{title}} expires within 24 hours. Turnover remaining: {{turnover}}. Bonus money not turned over by then is forfeited.',
    },
    'pt-BR': {
      title: 'Seu bônus expira em breve',
      body: 'Seu bônus {{title}} expira em até 24 horas. Rollover restante: {{turnover}}. O saldo de bônus sem rollover cumprido até lá será perdido.',
    },
    fil: {
      title: 'Malapit nang mag-expire ang bonus mo',
      body: 'Mag-e-expire ang bonus mong {{title}} sa loob ng 24 na oras. Natitirang turnover: {{turnover}}. Mawawala ang bonus na hindi natapos ang turnover pagsapit noon.',
    },
  },
  // `level` is the level's name per language (`perLanguage`); `gifts` how many gifts wait on the VIP page.
  'vip.level-up': {
    th: {
      title: 'ยินดีด้วย! คุณเลื่อนเป็นระดับ {{level}}',
      body: 'คุณได้เลื่อนเป็น VIP ระดับ {{level}} แล้ว มีของขวัญรอรับ {{gifts}} รายการที่หน้า VIP',
    },
    en: {
      title: 'Congratulations! You reached {{level}}',
      body: 'You are now VIP {{level}}. {{gifts}} gift(s) are waiting for you on the VIP page.',
    },
    'pt-BR': {
      title: 'Parabéns! Você chegou a {{level}}',
      body: 'Agora você é VIP {{level}}. {{gifts}} presente(s) esperam por você na página VIP.',
    },
    fil: {
      title: 'Binabati kita! Naabot mo ang {{level}}',
      body: 'VIP {{level}} ka na ngayon. May {{gifts}} regalo na naghihintay sa iyo sa VIP page.',
    },
  },
};

export const isSystemMessageTemplate = (key: string): key is SystemMessageTemplate => key in templates;

function fill(text: string, values: Record<string, string>, language: Language): string {
  return text.replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => values[`${name}:${language}`] ?? values[`${name}:en`] ?? values[name] ?? whole,
  );
}

/**
 * A value in several languages (an offer's title), kept as `name:language` entries so the message reads in the
 * reader's language when opened; a text missing in it falls back to English, then to any language given.
 */
export function perLanguage(name: string, texts: Record<string, string>): Record<string, string> {
  const entries = Object.entries(texts).filter(([, text]) => text.length > 0);
  const fallback = texts.en ?? entries[0]?.[1] ?? '';
  return { [name]: fallback, ...Object.fromEntries(entries.map(([language, text]) => [`${name}:${language}`, text])) };
}

/** A message as its member reads it, in the request's language for the platform's own. */
export function describeInboxMessage(row: InboxRow, language: Language): MemberMessage {
  let { title, body } = row;
  if (row.template !== null && isSystemMessageTemplate(row.template)) {
    const texts = templates[row.template][language] ?? templates[row.template].en;
    title = fill(texts.title, row.template_values ?? {}, language);
    body = fill(texts.body, row.template_values ?? {}, language);
  }
  return {
    id: row.id,
    kind: row.kind,
    title,
    body,
    sentAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

/**
 * Writes a system message in the caller's transaction (the event's own), keyed by the event so a repeated event
 * writes nothing more.
 */
export async function writeSystemMessage(
  transaction: Pick<Database, 'execute'>,
  input: {
    merchantId: string;
    memberId: string;
    template: SystemMessageTemplate;
    eventKey: string;
    values: Record<string, string>;
    at: Date;
  },
): Promise<void> {
  await insertMessage(transaction, {
    merchantId: input.merchantId,
    kind: 'system',
    memberId: input.memberId,
    audience: null,
    title: '',
    body: '',
    template: input.template,
    templateValues: input.values,
    eventKey: `msg:${input.template}:${input.eventKey}`,
    sentBy: null,
    at: input.at,
  });
}

/** The values of a money message: the amount with its currency and the order's readable reference. */
export function moneyMessageValues(input: { amountMinor: bigint; currency: string; id: string }) {
  return { amount: `${formatMinor(input.amountMinor)} ${input.currency}`, reference: readableReference(input.id) };
}
