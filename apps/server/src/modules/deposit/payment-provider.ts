import { z } from 'zod';
import type { PaymentChannelRow } from './deposit.repository.js';
import { verifyWebhook } from './webhook-signature.js';

/** What a provider's callback says about one payment, once its signature is proven. */
export type ProviderEvent = { eventId: string; reference: string; status: 'paid' | 'failed'; amount: string };

export type ProviderCallback = { rawBody: string; headers: Record<string, string | string[] | undefined>; now: Date };

/**
 * A hosted payment provider. A real provider plugs in by implementing this and naming its kind on a
 * channel: where the player pays, and how to prove and read a callback. Money is credited by the
 * platform's deposit flow, never by an adapter.
 */
export type PaymentProvider = {
  kind: PaymentChannelRow['kind'];
  /** The page where the player pays this deposit, or null when the channel has none (PromptPay). */
  paymentUrl: (input: { merchantCode: string; reference: string }) => string | null;
  /** The callback's event if its signature and age are right; null otherwise (answered in constant time). */
  readCallback: (channel: PaymentChannelRow, callback: ProviderCallback) => ProviderEvent | null | 'malformed';
};

const header = (headers: ProviderCallback['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const sandboxEventSchema = z.object({
  eventId: z.string().min(1).max(64),
  reference: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  amount: z.string().max(32),
});

/** The built-in sandbox provider: HMAC-SHA256 over `timestamp.body`, five minutes of tolerance. */
export const sandboxProvider: PaymentProvider = {
  kind: 'sandbox',
  paymentUrl: ({ merchantCode, reference }) => `/sandbox-pay/${merchantCode}/${reference}`,
  readCallback: (channel, callback) => {
    const secret = channel.settings.webhookSecret;
    if (!secret) return null;
    const valid = verifyWebhook({
      secret,
      timestamp: header(callback.headers, 'x-sandbox-timestamp'),
      signature: header(callback.headers, 'x-sandbox-signature'),
      rawBody: callback.rawBody,
      now: callback.now,
    });
    if (!valid) return null;
    try {
      return sandboxEventSchema.parse(JSON.parse(callback.rawBody));
    } catch {
      return 'malformed';
    }
  },
};

/** PromptPay has no hosted page nor callback: an operator checks the slip against the bank statement. */
export const promptPayProvider: PaymentProvider = {
  kind: 'promptpay',
  paymentUrl: () => null,
  readCallback: () => null,
};

export const paymentProviders: Record<PaymentChannelRow['kind'], PaymentProvider> = {
  sandbox: sandboxProvider,
  promptpay: promptPayProvider,
};
