import type { CaptchaChallenge } from '@croupier/contracts';

/**
 * Solves the captcha's proof-of-work challenge in the browser (ALTCHA, decision 0017) and answers the payload the
 * server checks, or null if it could not. The solver is loaded only when a player asks for it.
 */
export async function solveProofOfWork(challenge: CaptchaChallenge['proofOfWork']): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
