import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofImageRules } from '@croupier/contracts';
import { fixedClock } from '../lib/clock.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, createPlayer, jpegBase64, pngBase64, requestWithdrawal } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

const clock = fixedClock(new Date('2026-11-21T10:00:00Z'));
const uploadDir = mkdtempSync(path.join(tmpdir(), 'croupier-withdrawal-test-'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, config: { UPLOAD_DIR: uploadDir } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const proofFolder = (id: string) => path.join(uploadDir, 'withdrawals', id);

async function paidWithdrawal(amount = '500.00'): Promise<{ player: Player; id: string }> {
  const player = await createPlayer(testApp, { balanceMinor: 100_000n });
  const created = await requestWithdrawal(testApp.app, player, amount);
  const id = String(created.body.value.id);
  const approved = await callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${id}/approve`);
  expect(approved.statusCode).toBe(200);
  return { player, id };
}

const confirm = (player: Player, id: string, payload: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/wps/withdrawals/${id}/confirmation`, { token: player.token, payload });

describe('confirming a paid withdrawal', () => {
  it('cannot be done while the withdrawal is pending', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const created = await requestWithdrawal(testApp.app, player, '100.00');
    const response = await confirm(player, String(created.body.value.id), { status: 'received' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({ code: 'INVALID_STATE', value: { status: 'pending' } });
  });

  it('marks it received, once', async () => {
    const { player, id } = await paidWithdrawal('500.00');
    const response = await confirm(player, id, { status: 'received' });
    expect(response.statusCode).toBe(200);
    expect(response.body.value.confirmation).toEqual({
      status: 'received',
      receivedAmount: '500.00',
      remainingAmount: '0.00',
      remark: null,
      automatic: false,
      proofCount: 0,
      confirmedAt: clock.now().toISOString(),
    });
    const again = await confirm(player, id, { status: 'not_received', images: [{ data: pngBase64 }] });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', value: { confirmation: 'received' } });
    expect(existsSync(proofFolder(id))).toBe(false);
  });

  it('marks it partly received with the amount that arrived', async () => {
    const { player, id } = await paidWithdrawal('500.00');
    for (const receivedAmount of ['500.00', '600']) {
      const refused = await confirm(player, id, { status: 'partly_received', receivedAmount });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'AMOUNT_OUT_OF_RANGE',
        value: { minAmount: '0.01', maxAmount: '499.99' },
      });
    }
    const response = await confirm(player, id, {
      status: 'partly_received',
      receivedAmount: '200.5',
      remark: 'Only part arrived',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.value.confirmation).toMatchObject({
      status: 'partly_received',
      receivedAmount: '200.50',
      remainingAmount: '299.50',
      remark: 'Only part arrived',
    });
    const listed = await call(testApp.app, 'GET', '/wps/withdrawals', { token: player.token });
    expect(listed.body.value.content).toMatchObject([{ id, confirmation: { status: 'partly_received' } }]);
  });

  it('marks it not received with proof images the operator can open', async () => {
    const { player, id } = await paidWithdrawal('500.00');
    const response = await confirm(player, id, {
      status: 'not_received',
      remark: 'Nothing on my statement',
      images: [
        { fileName: 'statement.PNG', data: `data:image/png;base64,${pngBase64}` },
        { fileName: 'photo.jpeg', data: jpegBase64 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.value.confirmation).toMatchObject({
      status: 'not_received',
      receivedAmount: '0.00',
      remainingAmount: '500.00',
      proofCount: 2,
    });
    expect(readdirSync(proofFolder(id))).toHaveLength(2);

    const review = await callConsole(
      testApp.app,
      testApp.operatorToken,
      'GET',
      '/bo/withdrawals?status=paid&confirmation=not_received',
    );
    const item = (review.body.value.content as { id: string; proofs: { id: string; contentType: string }[] }[]).find(
      (candidate) => candidate.id === id,
    );
    expect(item?.proofs.map((proof) => proof.contentType).sort()).toEqual(['image/jpeg', 'image/png']);
    const pngProof = item?.proofs.find((proof) => proof.contentType === 'image/png');
    const png = await testApp.app.inject({
      url: `/bo/withdrawals/${id}/proofs/${pngProof?.id ?? ''}`,
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(Buffer.from(pngBase64, 'base64'))).toBe(true);
    const stored = readdirSync(proofFolder(id)).map((file) => readFileSync(path.join(proofFolder(id), file)));
    expect(stored.some((bytes) => bytes.equals(Buffer.from(jpegBase64, 'base64')))).toBe(true);

    const others = await callConsole(testApp.app, testApp.operatorToken, 'GET', `/bo/withdrawals/${id}/proofs/${id}`);
    expect(others.statusCode).toBe(404);
  });

  it("refuses another member's withdrawal as not found", async () => {
    const { id } = await paidWithdrawal();
    const stranger = await createPlayer(testApp);
    const response = await confirm(stranger, id, { status: 'received' });
    expect(response.statusCode).toBe(404);
  });
});

describe('proof uploads', () => {
  const notPng = Buffer.from('GIF89a this is not a png at all').toString('base64');

  it.each([
    ['a .png name with other bytes', [{ fileName: 'proof.png', data: notPng }], 'TYPE'],
    ['other bytes without a name', [{ data: notPng }], 'TYPE'],
    ['a PNG data URL holding a JPEG', [{ data: `data:image/png;base64,${jpegBase64}` }], 'TYPE'],
    ['a JPEG named .png', [{ fileName: 'proof.png', data: jpegBase64 }], 'NAME'],
    ['a PNG named .gif', [{ fileName: 'proof.gif', data: pngBase64 }], 'NAME'],
    ['a good image and then a bad one', [{ data: pngBase64 }, { fileName: 'b.png', data: notPng }], 'TYPE'],
  ])('refuses %s and keeps nothing', async (_label, images, reason) => {
    const { player, id } = await paidWithdrawal();
    const response = await confirm(player, id, { status: 'not_received', images });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ code: 'UPLOAD_INVALID', value: { reason } });
    expect(existsSync(proofFolder(id)) ? readdirSync(proofFolder(id)) : []).toEqual([]);
    const mine = await call(testApp.app, 'GET', `/wps/withdrawals/${id}`, { token: player.token });
    expect(mine.body.value.confirmation).toBeNull();
  });

  it.each([proofImageRules.maxBytes + 1, 8 * 1024 * 1024])('refuses an image of %i bytes (over 5 MB)', async (size) => {
    const { player, id } = await paidWithdrawal();
    const big = Buffer.alloc(size);
    Buffer.from(pngBase64, 'base64').copy(big);
    const response = await confirm(player, id, { status: 'not_received', images: [{ data: big.toString('base64') }] });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ code: 'UPLOAD_INVALID', value: { reason: 'SIZE' } });
  });

  it('accepts three images of exactly 5 MB', async () => {
    const { player, id } = await paidWithdrawal();
    const largest = Buffer.alloc(proofImageRules.maxBytes);
    Buffer.from(pngBase64, 'base64').copy(largest);
    const data = largest.toString('base64');
    const response = await confirm(player, id, {
      status: 'not_received',
      images: [{ data }, { data }, { data }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.value.confirmation).toMatchObject({ proofCount: 3 });
  });
});
