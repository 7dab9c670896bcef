import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWhitelabel } from '../db/seed.js';
import { merchant } from '../modules/merchant/merchant.tables.js';
import { call, latestCode } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

/** The demo brand with mobile registration and SMS verification of the number switched on. */
const withMobileVerification = demoWhitelabel.map((node) =>
  node.modId === 'REG3'
    ? {
        ...node,
        childrenNodes: node.childrenNodes.map((child) =>
          ['MOBILENUMREG3', 'REGMOBVERF3'].includes(child.modId) ? { ...child, enabled: '1' as const } : child,
        ),
      }
    : node,
);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db
    .update(merchant)
    .set({ whitelabel: withMobileVerification })
    .where(eq(merchant.code, 'demo'));
});
afterAll(async () => {
  await testApp.close();
});

const registration = (username: string, mobileNum: string, verificationCode?: string) => ({
  username,
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  terms: true,
  ageConfirmed: true,
  mobileNum,
  countryDialingCode: '66',
  ...(verificationCode ? { verificationCode } : {}),
});

describe('mobile registration with SMS verification (MOBILENUMREG3, REGMOBVERF3)', () => {
  it('publishes the switches', async () => {
    const settings = await call(testApp.app, 'GET', '/wps/system/setting/register');
    expect(settings.body.value).toMatchObject({ mobileRegistration: true, smsVerification: true });
  });

  it('requires the mobile number and a valid code sent to it', async () => {
    const noMobile = await call(testApp.app, 'PUT', '/wps/member/register/mobile', {
      payload: { ...registration('Mobile01', ''), mobileNum: undefined },
    });
    expect(noMobile.body.value).toEqual({ fields: [{ path: 'mobileNum', message: 'REQUIRED' }] });
    const noCode = await call(testApp.app, 'PUT', '/wps/member/register/mobile', {
      payload: registration('Mobile01', '0855555555'),
    });
    expect(noCode.body.code).toBe('VERIFICATION_CODE_INVALID');

    const sent = await call(testApp.app, 'POST', '/wps/verification/sms/register', {
      payload: { mobileNum: '0855555555' },
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    const code = await latestCode(testApp.database.db, '+660855555555');
    const wrongNumber = await call(testApp.app, 'PUT', '/wps/member/register/mobile', {
      payload: registration('Mobile01', '0855555556', code),
    });
    expect(wrongNumber.body.code).toBe('VERIFICATION_CODE_INVALID');
    const created = await call(testApp.app, 'PUT', '/wps/member/register/mobile', {
      payload: registration('Mobile01', '0855555555', code),
    });
    expect(created.statusCode).toBe(200);
    const info = await call(testApp.app, 'GET', '/wps/member/info', { token: String(created.body.value.token) });
    expect(info.body.value).toMatchObject({ account: 'Mobile01', mobileNum: '0855555555' });
  });

  it('refuses to send a register code to a number that already has an account', async () => {
    const response = await call(testApp.app, 'POST', '/wps/verification/sms/register', {
      payload: { mobileNum: '0855555555' },
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body.code).toBe('MOBILE_TAKEN');
  });

  it('keeps mobile registration closed where the brand has it off', async () => {
    const response = await call(testApp.app, 'PUT', '/wps/member/register/mobile', {
      payload: registration('Lucky01', '0866666666'),
      headers: { merchant: 'lucky' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body.code).toBe('OPERATION_NOT_ENABLED');
  });
});
