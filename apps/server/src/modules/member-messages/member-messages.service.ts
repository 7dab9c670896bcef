import type { Language, MemberMessage } from '@croupier/contracts';
import { formatMinor, readableReference } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { InboxRow } from './member-messages.repository.js';
import { insertMessage } from './member-messages.repository.js';

/** The platform's own messages: a template key, and values filled in when the member opens it. */
export type SystemMessageTemplate = 'deposit.confirmed' | 'withdrawal.paid';

type TemplateTexts = { title: string; body: string };

/**
 * System messages are stored as a template key and values, rendered in the reader's language when read: a member who
 * changes language reads its old messages in the new one, and correcting a text corrects every message already sent.
 * Values: `amount` (formatted, with its currency), `reference` (the order's readable reference).
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
};

export const isSystemMessageTemplate = (key: string): key is SystemMessageTemplate => key in templates;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A message as its member reads it, in the request's language for the platform's own. */
export function describeInboxMessage(row: InboxRow, language: Language): MemberMessage {
  let { title, body } = row;
  if (row.template !== null && isSystemMessageTemplate(row.template)) {
    const texts = templates[row.template][language] ?? templates[row.template].en;
    title = fill(texts.title, row.template_values ?? {});
    body = fill(texts.body, row.template_values ?? {});
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
