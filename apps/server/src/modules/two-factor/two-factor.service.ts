import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { createSecretToken, hashSecret } from '../../lib/secret-token.js';
import {
  countUnusedRecoveryCodes,
  deleteAbandonedEnrolments,
  deleteSpentChallenges,
  deleteTwoFactor,
  findLiveChallenge,
  findMemberTwoFactor,
  insertChallenge,
  markChallengeUsed,
  markEnabled,
  replaceRecoveryCodes,
  replaceStoredSecret,
  takeStep,
  upsertPendingTwoFactor,
  useRecoveryCode,
} from './two-factor.repository.js';
import { openSecret, sealSecret } from './two-factor.cipher.js';
import { resolveTwoFactorKey } from './two-factor.key.js';

/** RFC 6238 as every authenticator app reads an otpauth URI by default: SHA-1, six digits, thirty seconds. */
const period = 30;
const digits = 6;
/** One step either side of now: a phone clock a little off, or a code typed as it turned. */
const driftSteps = 1;
const recoveryCodeCount = 10;
/** Letters and digits that cannot be mistaken for one another when read off paper. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const challengeSeconds = 300;
/** A pending enrolment not confirmed within a day was abandoned; the member starts a new one when they want it. */
export const pendingEnrolmentSeconds = 86_400;

export type TwoFactorState = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

function createRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/**
 * Members' authenticator (TOTP) secrets, recovery codes and login challenges. It checks codes; how many
 * checks a member may make is the caller's (the attempt counter, taken before any check here).
 */
export function createTwoFactorService({ db, clock }: { db: Database; clock: Clock }) {
  const totpOf = (secret: string, issuer = '', label = '') =>
    new TOTP({ issuer, label, algorithm: 'SHA1', digits, period, secret: Secret.fromBase32(secret) });

  async function getState(memberId: string): Promise<TwoFactorState> {
    const row = await findMemberTwoFactor(db, memberId);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      enabledAt: row?.enabledAt ?? null,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, memberId) : 0,
    };
  }

  /**
   * A new secret for the member's authenticator, pending until a first code confirms it. Answered once, as an
   * otpauth URI, its QR code and the secret in groups for typing by hand.
   */
  async function startEnrolment(member: { id: string; merchantId: string; username: string }, issuer: string) {
    const secret = new Secret({ size: 20 }).base32;
    const started = await upsertPendingTwoFactor(db, {
      memberId: member.id,
      merchantId: member.merchantId,
      secret: sealSecret(await resolveTwoFactorKey(db), member.id, secret),
      createdAt: clock.now(),
    });
    if (!started) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    const otpauthUri = totpOf(secret, issuer, member.username).toString();
    return {
      otpauthUri,
      qrCode: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      secretGroups: secret.match(/.{1,4}/g) ?? [secret],
    };
  }

  /**
   * True when the six digits are the authenticator's for now (one step either side) and later than the last
   * code taken; the step is taken in the same statement, so a code is good once, even for two racing requests.
   */
  async function useAuthenticatorCode(memberId: string, code: string, state: 'pending' | 'enabled') {
    const row = await findMemberTwoFactor(db, memberId);
    if (!row || (state === 'enabled') !== Boolean(row.enabledAt)) return false;
    const key = await resolveTwoFactorKey(db);
    const { secret, plain } = openSecret(key, memberId, row.secret);
    // Written before secrets were encrypted: sealed at its first use.
    if (plain) await replaceStoredSecret(db, memberId, row.secret, sealSecret(key, memberId, secret));
    const timestamp = clock.now().getTime();
    const delta = totpOf(secret).validate({ token: code, timestamp, window: driftSteps });
    if (delta === null) return false;
    const step = Math.floor(timestamp / 1000 / period) + delta;
    return takeStep(db, memberId, step, state === 'pending');
  }

  /** Turns a pending enrolment on with its first code; answers the recovery codes, shown this once. */
  async function confirmEnrolment(memberId: string, code: string): Promise<string[] | null> {
    const row = await findMemberTwoFactor(db, memberId);
    if (row?.enabledAt) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    if (!row) throw new DomainError('TWO_FACTOR_NOT_ENROLLED');
    if (!(await useAuthenticatorCode(memberId, code, 'pending'))) return null;
    if (!(await markEnabled(db, memberId, clock.now()))) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    return regenerateRecoveryCodes(memberId);
  }

  /** A code the member gives to prove the factor: six digits from the app, or an unused recovery code. */
  async function useCode(memberId: string, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) return useAuthenticatorCode(memberId, code, 'enabled');
    return useRecoveryCode(db, memberId, hashSecret(normaliseRecoveryCode(code)), clock.now());
  }

  /** A fresh set of recovery codes replaces the old one; only their hashes are kept. */
  async function regenerateRecoveryCodes(memberId: string): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, createRecoveryCode);
    await replaceRecoveryCodes(
      db,
      memberId,
      codes.map((code) => hashSecret(normaliseRecoveryCode(code))),
    );
    return codes;
  }

  /** Removes the member's factor, codes and open challenges; answers whether it was on. */
  async function disable(memberId: string): Promise<boolean> {
    return deleteTwoFactor(db, memberId);
  }

  /** The second step of a login: a token that lets the member give a code, once, within five minutes. */
  async function openChallenge(merchantId: string, memberId: string) {
    const token = createSecretToken();
    const now = clock.now();
    await insertChallenge(db, {
      tokenHash: hashSecret(token),
      merchantId,
      memberId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + challengeSeconds * 1000),
    });
    return { challengeToken: token, expiresInSeconds: challengeSeconds };
  }

  /** The member a live challenge is for, or null (unknown, expired, used, another brand's). */
  async function findChallengeMember(merchantId: string, token: string): Promise<string | null> {
    const row = await findLiveChallenge(db, merchantId, hashSecret(token), clock.now());
    return row?.memberId ?? null;
  }

  /** Closes a challenge; false when another request closed it first. */
  async function closeChallenge(token: string): Promise<boolean> {
    return markChallengeUsed(db, hashSecret(token), clock.now());
  }

  /** Deletes up to `batchSize` spent challenges and as many abandoned enrolments; answers how many of each went. */
  async function pruneExpired(batchSize: number) {
    const now = clock.now();
    return {
      challenges: await deleteSpentChallenges(db, now, batchSize),
      pendingEnrolments: await deleteAbandonedEnrolments(
        db,
        new Date(now.getTime() - pendingEnrolmentSeconds * 1000),
        batchSize,
      ),
    };
  }

  return {
    getState,
    startEnrolment,
    confirmEnrolment,
    useCode,
    regenerateRecoveryCodes,
    disable,
    openChallenge,
    findChallengeMember,
    closeChallenge,
    pruneExpired,
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
