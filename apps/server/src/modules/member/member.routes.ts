import {
  affiliateQuerySchema,
  changePasswordBodySchema,
  emailResetBodySchema,
  languageUpdateBodySchema,
  loginBodySchema,
  phoneResetBodySchema,
  registerBodySchema,
  resetWithTokenBodySchema,
  smsCodeRequestSchema,
} from '@croupier/contracts';
import type { CaptchaChallenge, LoginResult, MemberInfo, RegistrationSettings } from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../../http/member-auth.js';
import { parseInput } from '../../http/parse-input.js';

type Input<Schema extends z.ZodType> = z.output<Schema>;

/** The account flows, bound by app.ts; each takes the request (brand, address) and the parsed input. */
export type MemberRouteDependencies = {
  registrationSettings: (request: FastifyRequest) => Promise<RegistrationSettings>;
  register: (
    request: FastifyRequest,
    mode: 'username' | 'mobile',
    body: Input<typeof registerBodySchema>,
  ) => Promise<LoginResult>;
  checkAffiliate: (request: FastifyRequest, code: string) => Promise<{ valid: true }>;
  logIn: (request: FastifyRequest, body: Input<typeof loginBodySchema>) => Promise<LoginResult>;
  startFreePlay: (request: FastifyRequest) => Promise<LoginResult>;
  logOut: (request: FastifyRequest) => Promise<void>;
  issueCaptcha: (request: FastifyRequest) => Promise<CaptchaChallenge>;
  sendSmsCode: (
    request: FastifyRequest,
    purpose: 'login' | 'register' | 'reset',
    body: Input<typeof smsCodeRequestSchema>,
  ) => Promise<{ expiredMinutes: number }>;
  requestResetEmail: (request: FastifyRequest, body: Input<typeof emailResetBodySchema>) => Promise<void>;
  resetWithLink: (request: FastifyRequest, body: Input<typeof resetWithTokenBodySchema>) => Promise<void>;
  resetByPhone: (request: FastifyRequest, body: Input<typeof phoneResetBodySchema>) => Promise<LoginResult>;
  changePassword: (request: FastifyRequest, body: Input<typeof changePasswordBodySchema>) => Promise<void>;
  memberInfo: (request: FastifyRequest) => Promise<MemberInfo>;
  setLanguage: (request: FastifyRequest, body: Input<typeof languageUpdateBodySchema>) => Promise<void>;
  acknowledgeFirstLogin: (request: FastifyRequest) => Promise<{ firstLogin: boolean }>;
};

/** The spec's account calls (§7): registration, login, SMS codes, captcha, passwords, member info, logout. */
export function memberRoutes(dependencies: MemberRouteDependencies) {
  return async function register(app: FastifyInstance) {
    app.get('/wps/system/setting/register', async (request) => ok(await dependencies.registrationSettings(request)));

    app.put('/wps/member/register', async (request) =>
      ok(await dependencies.register(request, 'username', parseInput(registerBodySchema, request.body))),
    );
    app.put('/wps/member/register/mobile', async (request) =>
      ok(await dependencies.register(request, 'mobile', parseInput(registerBodySchema, request.body))),
    );
    app.get('/wps/agent/affiliate', async (request) => {
      const query = parseInput(affiliateQuerySchema, request.query);
      return ok(await dependencies.checkAffiliate(request, query.code));
    });

    app.post('/wps/session/login', async (request) =>
      ok(await dependencies.logIn(request, parseInput(loginBodySchema, request.body))),
    );
    app.post('/wps/session/login/freeplay', async (request) => ok(await dependencies.startFreePlay(request)));
    app.delete('/wps/session/logout', async (request) => {
      requireMember(request);
      await dependencies.logOut(request);
      return ok(true);
    });
    app.get('/wps/captcha', async (request) => ok(await dependencies.issueCaptcha(request)));

    app.post('/wps/verification/sms/noLogin', async (request) =>
      ok(await dependencies.sendSmsCode(request, 'reset', parseInput(smsCodeRequestSchema, request.body))),
    );
    app.post('/wps/verification/sms/login', async (request) =>
      ok(await dependencies.sendSmsCode(request, 'login', parseInput(smsCodeRequestSchema, request.body))),
    );
    app.post('/wps/verification/sms/register', async (request) =>
      ok(await dependencies.sendSmsCode(request, 'register', parseInput(smsCodeRequestSchema, request.body))),
    );

    app.post('/wps/member/password/email', async (request) => {
      await dependencies.requestResetEmail(request, parseInput(emailResetBodySchema, request.body));
      return ok(true);
    });
    app.post('/wps/member/password/email/reset', async (request) => {
      await dependencies.resetWithLink(request, parseInput(resetWithTokenBodySchema, request.body));
      return ok(true);
    });
    app.post('/wps/member/password/verification', async (request) =>
      ok(await dependencies.resetByPhone(request, parseInput(phoneResetBodySchema, request.body))),
    );
    app.post('/wps/member/password', async (request) => {
      await dependencies.changePassword(request, parseInput(changePasswordBodySchema, request.body));
      return ok(true);
    });

    app.get('/wps/member/info', async (request) => ok(await dependencies.memberInfo(request)));
    app.post('/wps/member/firstLogin', async (request) => ok(await dependencies.acknowledgeFirstLogin(request)));
    app.put('/wps/member/info/language', async (request) => {
      await dependencies.setLanguage(request, parseInput(languageUpdateBodySchema, request.body));
      return ok(true);
    });
  };
}
