import {
  accountTypes,
  checkRegistrationField,
  zonedDateParts,
  defaultPassword,
  isAgentType,
  isTrialType,
  passwordRule,
  registrationFields,
  usernameRule,
} from '@croupier/contracts';
import type {
  Language,
  MemberInfo,
  RegistrationField,
  RegistrationFieldRule,
  RegistrationSettings,
} from '@croupier/contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { hashPassword, verifyPassword } from '../../lib/password-hasher.js';
import {
  acknowledgeFirstLogin,
  setPayeeNameWhereEmpty,
  swapPaymentPasswordHash,
  findAccountPolicy,
  findAgentByAffiliateCode,
  assignAffiliateCodeIfNone,
  findMemberById,
  listUsernames,
  findMemberByMobile,
  findMemberByUsername,
  insertMemberIfFree,
  listRegistrationRules,
  markLoggedIn,
  saveTwoFactorRequired,
  updateMember,
} from './member.repository.js';
import type { AccountPolicyRow, MemberRow } from './member.repository.js';

export type Member = MemberRow;
export type AccountPolicy = Omit<AccountPolicyRow, 'merchantId'>;

export const defaultAccountPolicy: AccountPolicy = {
  minimumAge: 18,
  sessionIdleMinutes: 30,
  sessionLifetimeHours: 24,
  passwordExpiryDays: 90,
  trialPlayMoneyMinor: 200_000n,
  smsCodeMinutes: 1,
  smsDailyCap: 10,
  twoFactorRequired: false,
  birthdayRequired: false,
  termsVersion: '1',
};

export type RegistrationInput = {
  username: string;
  password: string;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  language?: Language | undefined;
  uplineId?: string | null;
  ip: string;
  /** `YYYY-MM-DD`, checked by `enforceBirthday` first. */
  birthday?: string | undefined;
  /** An agent's downline (issue #18): an agent account type, its own invitation code, the agent's remark. */
  type?: number;
  /** The new account's own invitation code (never the code it registered with, which is `affiliateCode`). */
  ownAffiliateCode?: string | null;
  nickname?: string | undefined;
  /** Set for an account whose password someone else chose (the registration centre's downlines). */
  mustChangePassword?: boolean;
} & Partial<Record<RegistrationField, string | undefined>>;

/** Fields that are stored as given, once the rules accepted them. */
const storedFields = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/**
 * Whole years from a `YYYY-MM-DD` birthday to `today` (a calendar date in the brand's zone); null when the text is
 * not a real date, is after today or before 1900. Someone born on 29 February comes of age on 1 March.
 */
export function ageOn(birthday: string, today: { year: number; month: number; day: number }): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900) return null;
  const before = (a: [number, number, number], b: [number, number, number]) =>
    a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
  const todayParts: [number, number, number] = [today.year, today.month, today.day];
  if (before(todayParts, [year, month, day])) return null;
  return today.year - year - (before([0, today.month, today.day], [0, month, day]) ? 1 : 0);
}

/** Members of one brand: registration rules, credentials, passwords and profile. */
export function createMemberService({ db, clock }: { db: Database; clock: Clock }) {
  async function getAccountPolicy(merchantId: string): Promise<AccountPolicy> {
    const row = await findAccountPolicy(db, merchantId);
    if (!row) return defaultAccountPolicy;
    const { merchantId: _merchantId, ...policy } = row;
    return policy;
  }

  /** The brand's rule for every optional field; a field the brand has not configured is hidden. */
  async function listFieldRules(merchantId: string): Promise<RegistrationFieldRule[]> {
    const rows = await listRegistrationRules(db, merchantId);
    return registrationFields.map((field) => {
      const row = rows.find((candidate) => candidate.field === field);
      return row
        ? {
            field,
            show: row.show,
            required: row.required,
            acceptedPattern: row.acceptedPattern as RegistrationFieldRule['acceptedPattern'],
            minLength: row.minLength,
            maxLength: row.maxLength,
          }
        : { field, show: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 64 };
    });
  }

  /** What `/wps/system/setting/register` publishes, and exactly what registration enforces. */
  async function getRegistrationSettings(
    merchantId: string,
    switches: { mobileRegistration: boolean; smsVerification: boolean },
  ): Promise<RegistrationSettings> {
    const policy = await getAccountPolicy(merchantId);
    return {
      fields: await listFieldRules(merchantId),
      minimumAge: policy.minimumAge,
      birthdayRequired: policy.birthdayRequired,
      ...switches,
      usernameRule: {
        minLength: usernameRule.minLength,
        maxLength: usernameRule.maxLength,
        acceptedPattern: usernameRule.pattern,
      },
      passwordRule: { minLength: passwordRule.minLength, maxLength: passwordRule.maxLength },
    };
  }

  /** Refuses, naming each field, any value the published rules do not accept (including disabled fields). */
  function enforceFieldRules(
    rules: RegistrationFieldRule[],
    input: Partial<Record<RegistrationField, string | undefined>>,
    options: { mobileRequired: boolean },
  ) {
    const fields: { path: string; message: string }[] = [];
    for (const rule of rules) {
      const effective =
        rule.field === 'mobileNum' && options.mobileRequired ? { ...rule, show: true, required: true } : rule;
      // The captcha is answered through the captcha challenge, not stored as a field.
      if (rule.field === 'captcha') continue;
      const problem = checkRegistrationField(effective, input[rule.field]);
      if (problem) fields.push({ path: rule.field, message: problem });
    }
    if (fields.length > 0) throw new DomainError('VALIDATION_FAILED', { fields });
  }

  /**
   * The birthday rule (issue #15): where the brand asks, a birthday is required; any birthday given must be a real
   * date not after the brand's today (VALIDATION_FAILED) and at least `minimum_age` years before it (UNDER_AGE).
   */
  function enforceBirthday(policy: AccountPolicy, birthday: string | undefined, timeZone: string) {
    const text = birthday?.trim() ?? '';
    if (text === '') {
      if (policy.birthdayRequired) {
        throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'birthday', message: 'REQUIRED' }] });
      }
      return;
    }
    const today = zonedDateParts(clock.now(), timeZone);
    const age = ageOn(text, { year: Number(today.year), month: Number(today.month), day: Number(today.day) });
    if (age === null) {
      throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'birthday', message: 'BIRTHDAY_FORMAT' }] });
    }
    if (age < policy.minimumAge) throw new DomainError('UNDER_AGE', { minimumAge: policy.minimumAge });
  }

  async function findAgentByCode(merchantId: string, code: string) {
    return findAgentByAffiliateCode(db, merchantId, code);
  }

  /** Creates a member; a taken username or mobile number answers USERNAME_TAKEN or MOBILE_TAKEN. */
  async function createMember(merchantId: string, input: RegistrationInput): Promise<Member> {
    const stored = Object.fromEntries(storedFields.map((field) => [field, input[field]?.trim() || null]));
    const policy = await getAccountPolicy(merchantId);
    const created = await insertMemberIfFree(db, {
      merchantId,
      username: input.username.trim(),
      nickname: input.nickname?.trim() || input.username.trim(),
      type: input.type ?? accountTypes.member,
      affiliateCode: input.ownAffiliateCode ?? null,
      mustChangePassword: input.mustChangePassword ?? false,
      passwordHash: await hashPassword(input.password),
      paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
      mobileNum: input.mobileNum?.trim() || null,
      countryDialingCode: input.mobileNum ? (input.countryDialingCode ?? '66') : null,
      ...stored,
      uplineId: input.uplineId ?? null,
      language: input.language ?? null,
      passwordChangedAt: clock.now(),
      registrationIp: input.ip,
      birthday: input.birthday?.trim() || null,
      termsVersion: policy.termsVersion,
      termsAcceptedAt: clock.now(),
    });
    if (created) return created;
    if (await findMemberByUsername(db, merchantId, input.username)) throw new DomainError('USERNAME_TAKEN');
    throw new DomainError('MOBILE_TAKEN');
  }

  /** A trial account (type 4) with play money only; its password is random and never told to anyone. */
  async function createTrialMember(merchantId: string, ip: string): Promise<Member> {
    const policy = await getAccountPolicy(merchantId);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const username = `trial${randomBytes(5).toString('hex')}`;
      const created = await insertMemberIfFree(db, {
        merchantId,
        username,
        nickname: username,
        type: accountTypes.trial,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        playMoneyMinor: policy.trialPlayMoneyMinor,
        registrationIp: ip,
      });
      if (created) return created;
    }
    throw new Error('could not find a free trial username');
  }

  /** The member if the password is right; null otherwise, in about the same time either way. */
  async function verifyCredentials(merchantId: string, username: string, password: string): Promise<Member | null> {
    const found = await findMemberByUsername(db, merchantId, username);
    const valid = await verifyPassword(found?.passwordHash, password);
    return valid && found ? found : null;
  }

  async function findByUsername(merchantId: string, username: string) {
    return findMemberByUsername(db, merchantId, username);
  }

  async function findByMobile(merchantId: string, countryDialingCode: string, mobileNum: string) {
    return findMemberByMobile(db, merchantId, countryDialingCode, mobileNum);
  }

  async function getMember(merchantId: string, memberId: string): Promise<Member> {
    const found = await findMemberById(db, merchantId, memberId);
    if (!found) throw new DomainError('NOT_LOGGED_IN');
    return found;
  }

  /** Username by member id, for the brand's members among `ids` (others are left out). */
  async function usernamesOf(merchantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await listUsernames(db, merchantId, ids);
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  /** Sets a new password; an operator or agent reset to the default forces a change at the next login. */
  async function setPassword(merchantId: string, memberId: string, newPassword: string) {
    await updateMember(db, merchantId, memberId, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: clock.now(),
      mustChangePassword: newPassword === defaultPassword,
    });
  }

  /** Password state at login: forced change for the default password, and expiry where the brand enables it. */
  function passwordState(found: Member, policy: AccountPolicy, expiryEnabled: boolean, presentedPassword?: string) {
    const passwordExpired =
      expiryEnabled &&
      clock.now().getTime() - found.passwordChangedAt.getTime() > policy.passwordExpiryDays * 86_400_000;
    const mustChangePassword = found.mustChangePassword || presentedPassword === defaultPassword || passwordExpired;
    return { passwordExpired, mustChangePassword };
  }

  /** Records the login and answers whether it was the member's first. */
  async function recordLogin(merchantId: string, memberId: string): Promise<boolean> {
    const now = clock.now();
    const row = await markLoggedIn(db, merchantId, memberId, now);
    return row?.firstLoginAt?.getTime() === now.getTime();
  }

  /** The first-login action: true once per member (the site then shows its welcome), false afterwards. */
  async function acknowledgeFirstLoginOf(merchantId: string, memberId: string): Promise<boolean> {
    return acknowledgeFirstLogin(db, merchantId, memberId, clock.now());
  }

  /** Sets the member's real name the first time one is given; an existing name is never replaced here. */
  async function setPayeeNameIfEmpty(merchantId: string, memberId: string, payeeName: string): Promise<boolean> {
    return setPayeeNameWhereEmpty(db, merchantId, memberId, payeeName);
  }

  /** Replaces the payment-password hash only if it is still the one the caller checked (compare and swap). */
  async function replacePaymentPasswordHash(input: {
    merchantId: string;
    memberId: string;
    expected: string | null;
    next: string;
  }) {
    return swapPaymentPasswordHash(db, {
      merchantId: input.merchantId,
      id: input.memberId,
      expected: input.expected,
      next: input.next,
    });
  }

  async function markPasswordChangeRequired(merchantId: string, memberId: string) {
    await updateMember(db, merchantId, memberId, { mustChangePassword: true });
  }

  async function setLanguage(merchantId: string, memberId: string, language: Language) {
    await updateMember(db, merchantId, memberId, { language });
  }

  function describeMember(
    found: Member,
    currency: string,
    state: { mustChangePassword: boolean; passwordExpired: boolean },
  ): Omit<MemberInfo, 'unreadMessage' | 'availablePromoCount' | 'hasVip' | 'vipLabelName' | 'vipRankLevel'> {
    return {
      id: found.id,
      memberNumber: found.memberNumber,
      account: found.username,
      nickname: found.nickname,
      type: found.type,
      isAgent: isAgentType(found.type),
      isTrial: isTrialType(found.type),
      language: found.language,
      currency,
      mobileNum: found.mobileNum,
      email: found.email,
      ...state,
    };
  }

  /**
   * Changes a member's place in the agent tree: its account type, its upline, or both (issue #18: an approved
   * application, an operator's re-parenting). The closure follows by its triggers (decision 0073), which refuse a
   * cycle or another brand's upline as check violations (SQLSTATE 23514) for the flow to translate.
   */
  /**
   * The member's own invitation code, drawing one from `draw` when it has none (a new agent's, so it can grow a team
   * like an agent the registration centre made); a drawn code another member holds is drawn again.
   */
  async function ensureAffiliateCode(merchantId: string, memberId: string, draw: () => string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = await assignAffiliateCodeIfNone(db, merchantId, memberId, draw());
      if (code) return code;
    }
    throw new DomainError('CONFLICT', { reason: 'AFFILIATE_CODE_TAKEN' });
  }

  async function changeTreePlace(
    merchantId: string,
    memberId: string,
    change: { type?: number; uplineId?: string | null },
  ) {
    return updateMember(db, merchantId, memberId, change);
  }

  /** The brand's rule that every member needs a second factor before money moves. */
  async function setTwoFactorRequired(merchantId: string, required: boolean): Promise<void> {
    await saveTwoFactorRequired(db, merchantId, required);
  }

  return {
    getAccountPolicy,
    setTwoFactorRequired,
    listFieldRules,
    getRegistrationSettings,
    enforceFieldRules,
    enforceBirthday,
    findAgentByCode,
    createMember,
    createTrialMember,
    verifyCredentials,
    findByUsername,
    findByMobile,
    getMember,
    usernamesOf,
    setPassword,
    passwordState,
    recordLogin,
    acknowledgeFirstLoginOf,
    setPayeeNameIfEmpty,
    replacePaymentPasswordHash,
    markPasswordChangeRequired,
    setLanguage,
    describeMember,
    changeTreePlace,
    ensureAffiliateCode,
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
