import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { captchaChallenge } from '../modules/security/security.tables.js';
import { outboxMessage } from '../modules/verification/verification.tables.js';

type Answer = {
  statusCode: number;
  body: { success: boolean; code?: string; message: string; value: Record<string, unknown> };
};

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: unknown; token?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<Answer> {
  const response = await app.inject({
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    headers: {
      host: 'localhost',
      language: 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Reads a captcha's answer the way a person reads the image: here by trying the 10,000 possible answers. */
export async function solveCaptcha(app: FastifyInstance, db: Database, headers: Record<string, string> = {}) {
  const issued = await call(app, 'GET', '/wps/captcha', { headers });
  const captchaId = String(issued.body.value.captchaId);
  const [row] = await db.select().from(captchaChallenge).where(eq(captchaChallenge.id, captchaId));
  for (let guess = 0; guess < 10_000; guess += 1) {
    const answer = String(guess).padStart(4, '0');
    if (createHash('sha256').update(`${captchaId}:${answer}`).digest('hex') === row?.answerHash) {
      return { captchaId, captcha: answer };
    }
  }
  throw new Error('captcha answer not found');
}

/** The latest message sent to a destination, as an operator would read it in the outbox. */
export async function latestMessage(db: Database, destination: string) {
  const [row] = await db
    .select()
    .from(outboxMessage)
    .where(and(eq(outboxMessage.destination, destination)))
    .orderBy(desc(outboxMessage.createdAt))
    .limit(1);
  return row;
}

export async function latestCode(db: Database, destination: string): Promise<string> {
  const message = await latestMessage(db, destination);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

/** Logs a seeded account in from `remoteAddress` and answers its bearer token. */
export async function logInToken(app: FastifyInstance, username: string, password: string, remoteAddress: string) {
  const answer = await call(app, 'POST', '/wps/session/login', { payload: { username, password }, remoteAddress });
  return String(answer.body.value.token);
}
