import nodemailer from 'nodemailer';

export type OutgoingMessage = { channel: 'sms' | 'email'; destination: string; subject: string; body: string };

/** Delivers one message or throws; each channel has at most one sender. */
export type MessageSender = { channel: OutgoingMessage['channel']; send: (message: OutgoingMessage) => Promise<void> };

/** SMTP delivery of e-mails (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpSender(smtpUrl: string, from: string): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    channel: 'email',
    send: async (message) => {
      await transport.sendMail({ from, to: message.destination, subject: message.subject, text: message.body });
    },
  };
}

/**
 * SMS through an HTTP gateway: POSTs `{ to, message }` as JSON with a bearer token. Most SMS providers
 * take this shape directly or through a thin relay.
 */
export function createHttpSmsSender(
  gatewayUrl: string,
  token: string | undefined,
  fetchImplementation: typeof fetch = fetch,
): MessageSender {
  return {
    channel: 'sms',
    send: async (message) => {
      const response = await fetchImplementation(gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.destination, message: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
