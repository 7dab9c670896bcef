import { z } from 'zod';
import { languageSchema } from './languages.js';

export const contactChannelKinds = ['LINE', 'TELEGRAM', 'PHONE', 'EMAIL', 'URL'] as const;
export type ContactChannelKind = (typeof contactChannelKinds)[number];

const channelValuePatterns: Record<ContactChannelKind, RegExp> = {
  // A LINE official account id (with its @) or a line.me link.
  LINE: /^(@[a-z0-9._-]{2,40}|https:\/\/(line\.me|lin\.ee)\/\S{1,200})$/i,
  TELEGRAM: /^(@?[a-z][a-z0-9_]{4,31}|https:\/\/t\.me\/\S{1,200})$/i,
  PHONE: /^\+?[0-9][0-9 -]{5,19}$/,
  EMAIL: /^[^\s@]{1,64}@[^\s@]{1,190}\.[a-z]{2,24}$/i,
  URL: /^(https:\/\/\S{3,300}|\/[^\s/]\S{0,200})$/,
};

/** One way players reach the brand's service (spec: the customer-service buttons), in the operator's order. */
export const contactChannelSchema = z
  .object({
    kind: z.enum(contactChannelKinds),
    value: z.string().trim().min(1).max(300),
    /** The button's text per language; a language without one shows the kind's own name. */
    labels: z.partialRecord(languageSchema, z.string().trim().min(1).max(40)).default({}),
  })
  .refine((channel) => channelValuePatterns[channel.kind].test(channel.value), {
    message: 'CONTACT_VALUE_FORMAT',
    path: ['value'],
  });
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/** Where a channel's button leads: a LINE or Telegram chat, a phone call, an e-mail, or the page itself. */
export function contactChannelHref(channel: Pick<ContactChannel, 'kind' | 'value'>): string {
  const value = channel.value.trim();
  switch (channel.kind) {
    case 'LINE':
      return value.startsWith('@') ? `https://line.me/R/ti/p/${encodeURIComponent(value)}` : value;
    case 'TELEGRAM':
      return value.startsWith('https://') ? value : `https://t.me/${value.replace(/^@/, '')}`;
    case 'PHONE':
      return `tel:${value.replace(/[ -]/g, '')}`;
    case 'EMAIL':
      return `mailto:${value}`;
    case 'URL':
      return value;
  }
}

/** A channel as the player site receives it (`contactChannels` of `/wps/system/permission`). */
export const publicContactChannelSchema = z.object({
  kind: z.enum(contactChannelKinds),
  value: z.string(),
  href: z.string(),
  labels: z.partialRecord(languageSchema, z.string()),
});
export type PublicContactChannel = z.infer<typeof publicContactChannelSchema>;
