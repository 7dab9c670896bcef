import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { fixedClock } from '../../lib/clock.js';
import { createSeededTestDatabase } from '../../test/test-database.js';
import { createHttpSmsSender } from './message-sender.js';
import type { MessageSender } from './message-sender.js';
import { createVerificationService } from './verification.service.js';
import { outboxMessage } from './verification.tables.js';

const clock = fixedClock(new Date('2026-11-21T10:00:00Z'));
let database: DatabaseHandle;
let merchantId = '';
beforeAll(async () => {
  const seeded = await createSeededTestDatabase(clock);
  database = seeded.database;
  merchantId = seeded.merchantIds.demo;
});
afterAll(async () => {
  await database.close();
});

describe('verification codes', () => {
  it('accepts the newest code once, refuses wrong guesses, and retires a code after five attempts', async () => {
    const service = createVerificationService({ db: database.db, clock });
    const destination = '+66811110000';
    const code = await service.issueCode({ merchantId, purpose: 'login', destination, minutes: 1 });
    const wrong = code === '000000' ? '000001' : '000000';
    for (let guess = 0; guess < 4; guess += 1) {
      expect(await service.tryCode({ merchantId, purpose: 'login', destination, code: wrong })).toBeNull();
    }
    const matched = await service.tryCode({ merchantId, purpose: 'login', destination, code });
    expect(matched).not.toBeNull();
    expect(await service.useCode(matched ?? '')).toBe(true);
    expect(await service.useCode(matched ?? '')).toBe(false);
    expect(await service.tryCode({ merchantId, purpose: 'login', destination, code })).toBeNull();

    const next = await service.issueCode({ merchantId, purpose: 'login', destination, minutes: 1 });
    for (let guess = 0; guess < 5; guess += 1) {
      await service.tryCode({
        merchantId,
        purpose: 'login',
        destination,
        code: next === '111111' ? '111112' : '111111',
      });
    }
    expect(await service.tryCode({ merchantId, purpose: 'login', destination, code: next })).toBeNull();
  });

  it('keeps codes of one purpose out of another', async () => {
    const service = createVerificationService({ db: database.db, clock });
    const code = await service.issueCode({ merchantId, purpose: 'register', destination: '+66822220000', minutes: 1 });
    expect(await service.tryCode({ merchantId, purpose: 'reset', destination: '+66822220000', code })).toBeNull();
  });
});

describe('outbox delivery', () => {
  it('hands messages to their channel sender, retries failures, keeps messages without a sender', async () => {
    const service = createVerificationService({ db: database.db, clock });
    const smsId = await service.enqueueMessage({
      merchantId,
      channel: 'sms',
      destination: '+66833330000',
      subject: '',
      body: 'hello',
    });
    const emailId = await service.enqueueMessage({
      merchantId,
      channel: 'email',
      destination: 'a@b.co',
      subject: 's',
      body: 'b',
    });
    let failNext = true;
    const delivered: string[] = [];
    const flakySms: MessageSender = {
      channel: 'sms',
      send: async (message) => {
        if (failNext) {
          failNext = false;
          throw new Error('gateway down');
        }
        delivered.push(message.destination);
      },
    };
    await service.deliverPendingMessages([flakySms]);
    const statusOf = async (id: string) =>
      (await database.db.select().from(outboxMessage).where(eq(outboxMessage.id, id)))[0];
    expect(await statusOf(smsId)).toMatchObject({ status: 'pending', lastError: 'gateway down', attempts: 1 });
    expect(await statusOf(emailId)).toMatchObject({ status: 'kept' });
    await service.deliverPendingMessages([flakySms]);
    expect(await statusOf(smsId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered).toEqual(['+66833330000']);
  });

  it('posts SMS to an HTTP gateway with its token, and fails on a refusal', async () => {
    const received: { authorization?: string | undefined; body: string }[] = [];
    let refuse = false;
    const gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body });
        response.writeHead(refuse ? 503 : 200).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const sender = createHttpSmsSender(
        `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
        'secret-token',
      );
      await sender.send({ channel: 'sms', destination: '+66844440000', subject: '', body: 'code 123456' });
      expect(received[0]).toEqual({
        authorization: 'Bearer secret-token',
        body: JSON.stringify({ to: '+66844440000', message: 'code 123456' }),
      });
      refuse = true;
      await expect(
        sender.send({ channel: 'sms', destination: '+66844440000', subject: '', body: 'x' }),
      ).rejects.toThrow('503');
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
