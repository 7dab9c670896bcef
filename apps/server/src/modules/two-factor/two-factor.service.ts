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
import {
  countUnusedOperatorRecoveryCodes,
  deleteOperatorTwoFactor,
  findOperatorTwoFactor,
  markOperatorEnabled,
  replaceOperatorRecoveryCodes,
  replaceOperatorStoredSecret,
  takeOperatorStep,
  upsertPendingOperatorTwoFactor,
  useOperatorRecoveryCode,
} from './operator-two-factor.repository.js';
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

/** Where one kind of owner's factor is kept (members' rows or operators' rows); the rules are the same. */
type FactorStore = {
  find: (ownerId: string) => Promise<{ secret: string; enabledAt: Date | null } | undefined>;
  startPending: (owner: { id: string; merchantId?: string }, sealedSecret: string, now: Date) => Promise<boolean>;
  replaceSecret: (ownerId: string, from: string, to: string) => Promise<void>;
  takeStep: (ownerId: string, step: number, pending: boolean) => Promise<boolean>;
  markEnabled: (ownerId: string, now: Date) => Promise<boolean>;
  replaceRecoveryCodes: (ownerId: string, codeHashes: readonly string[]) => Promise<void>;
  useRecoveryCode: (ownerId: string, codeHash: string, now: Date) => Promise<boolean>;
  countUnusedRecoveryCodes: (ownerId: string) => Promise<number>;
  remove: (ownerId: string) => Promise<boolean>;
  /** What the sealed secret is bound to (AES-GCM associated data): a secret moved to another row does not open. */
  sealedFor: (ownerId: string) => string;
};

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits, period, secret: Secret.fromBase32(secret) });

/**
 * Authenticator (TOTP) secrets and recovery codes of one kind of owner: enrolment, confirmation, a code checked
 * once. It checks codes; how many checks an owner may make is the caller's (the attempt counter, taken before
 * any check here).
 */
function createFactorChecks(store: FactorStore, { db, clock }: { db: Database; clock: Clock }) {
  async function getState(ownerId: string): Promise<TwoFactorState> {
    const row = await store.find(ownerId);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      enabledAt: row?.enabledAt ?? null,
      recoveryCodesLeft: enabled ? await store.countUnusedRecoveryCodes(ownerId) : 0,
    };
  }

  /**
   * A new secret for the owner's authenticator, pending until a first code confirms it. Answered once, as an
   * otpauth URI, its QR code and the secret in groups for typing by hand.
   */
  async function startEnrolment(owner: { id: string; merchantId?: string; username: string }, issuer: string) {
    const secret = new Secret({ size: 20 }).base32;
    const sealed = sealSecret(await resolveTwoFactorKey(db), store.sealedFor(owner.id), secret);
    if (!(await store.startPending(owner, sealed, clock.now()))) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    const otpauthUri = totpOf(secret, issuer, owner.username).toString();
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
  async function useAuthenticatorCode(ownerId: string, code: string, state: 'pending' | 'enabled') {
    const row = await store.find(ownerId);
    if (!row || (state === 'enabled') !== Boolean(row.enabledAt)) return false;
    const key = await resolveTwoFactorKey(db);
    const { secret, plain } = openSecret(key, store.sealedFor(ownerId), row.secret);
    // Written before secrets were encrypted: sealed at its first use.
    if (plain) await store.replaceSecret(ownerId, row.secret, sealSecret(key, store.sealedFor(ownerId), secret));
    const timestamp = clock.now().getTime();
    const delta = totpOf(secret).validate({ token: code, timestamp, window: driftSteps });
    if (delta === null) return false;
    const step = Math.floor(timestamp / 1000 / period) + delta;
    return store.takeStep(ownerId, step, state === 'pending');
  }

  /** Turns a pending enrolment on with its first code; answers the recovery codes, shown this once. */
  async function confirmEnrolment(ownerId: string, code: string): Promise<string[] | null> {
    const row = await store.find(ownerId);
    if (row?.enabledAt) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    if (!row) throw new DomainError('TWO_FACTOR_NOT_ENROLLED');
    if (!(await useAuthenticatorCode(ownerId, code, 'pending'))) return null;
    if (!(await store.markEnabled(ownerId, clock.now()))) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    return regenerateRecoveryCodes(ownerId);
  }

  /** A code the owner gives to prove the factor: six digits from the app, or an unused recovery code. */
  async function useCode(ownerId: string, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) return useAuthenticatorCode(ownerId, code, 'enabled');
    return store.useRecoveryCode(ownerId, hashSecret(normaliseRecoveryCode(code)), clock.now());
  }

  /** A fresh set of recovery codes replaces the old one; only their hashes are kept. */
  async function regenerateRecoveryCodes(ownerId: string): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, createRecoveryCode);
    await store.replaceRecoveryCodes(
      ownerId,
      codes.map((code) => hashSecret(normaliseRecoveryCode(code))),
    );
    return codes;
  }

  /** Removes the owner's factor and codes; answers whether it was on. */
  async function disable(ownerId: string): Promise<boolean> {
    return store.remove(ownerId);
  }

  return { getState, startEnrolment, confirmEnrolment, useCode, regenerateRecoveryCodes, disable };
}

/** Members' second factor, and the challenges of their two-step login. */
export function createTwoFactorService({ db, clock }: { db: Database; clock: Clock }) {
  const checks = createFactorChecks(
    {
      find: (memberId) => findMemberTwoFactor(db, memberId),
      startPending: (member, secret, now) =>
        upsertPendingTwoFactor(db, {
          memberId: member.id,
          merchantId: member.merchantId ?? '',
          secret,
          createdAt: now,
        }),
      replaceSecret: (memberId, from, to) => replaceStoredSecret(db, memberId, from, to),
      takeStep: (memberId, step, pending) => takeStep(db, memberId, step, pending),
      markEnabled: (memberId, now) => markEnabled(db, memberId, now),
      replaceRecoveryCodes: (memberId, hashes) => replaceRecoveryCodes(db, memberId, hashes),
      useRecoveryCode: (memberId, hash, now) => useRecoveryCode(db, memberId, hash, now),
      countUnusedRecoveryCodes: (memberId) => countUnusedRecoveryCodes(db, memberId),
      remove: (memberId) => deleteTwoFactor(db, memberId),
      // Members' secrets were sealed for their bare id before operators had a factor: kept so they still open.
      sealedFor: (memberId) => memberId,
    },
    { db, clock },
  );

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
    ...checks,
    openChallenge,
    findChallengeMember,
    closeChallenge,
    pruneExpired,
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** Operators' second factor for the console login: the members' rules, on the operators' rows. */
export function createOperatorTwoFactorService({ db, clock }: { db: Database; clock: Clock }) {
  return createFactorChecks(
    {
      find: (operatorId) => findOperatorTwoFactor(db, operatorId),
      startPending: (operator, secret, now) =>
        upsertPendingOperatorTwoFactor(db, { operatorId: operator.id, secret, createdAt: now }),
      replaceSecret: (operatorId, from, to) => replaceOperatorStoredSecret(db, operatorId, from, to),
      takeStep: (operatorId, step, pending) => takeOperatorStep(db, operatorId, step, pending),
      markEnabled: (operatorId, now) => markOperatorEnabled(db, operatorId, now),
      replaceRecoveryCodes: (operatorId, hashes) => replaceOperatorRecoveryCodes(db, operatorId, hashes),
      useRecoveryCode: (operatorId, hash, now) => useOperatorRecoveryCode(db, operatorId, hash, now),
      countUnusedRecoveryCodes: (operatorId) => countUnusedOperatorRecoveryCodes(db, operatorId),
      remove: (operatorId) => deleteOperatorTwoFactor(db, operatorId),
      sealedFor: (operatorId) => `operator:${operatorId}`,
    },
    { db, clock },
  );
}

export type OperatorTwoFactorService = ReturnType<typeof createOperatorTwoFactorService>;
