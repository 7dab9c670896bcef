import type { CaptchaChallenge } from '@croupier/contracts';
import { useCallback, useRef, useState } from 'react';
import { useLanguage } from '@/lib/use-language';
import { getCaptcha } from './api/get-captcha';
import { solveProofOfWork } from './solve-proof-of-work';

/** Spec §9: the captcha image may be refreshed at most once a second. */
export const captchaRefreshGuardMs = 1000;

/** The accessible alternative's progress: not asked for, being worked out, done (its payload), or failed. */
export type CaptchaProof =
  { status: 'idle' } | { status: 'working' } | { status: 'done'; payload: string } | { status: 'failed' };

/**
 * The captcha box's image: loaded on demand, refreshed by the player (at most once a second) or after a failure;
 * and, for whoever cannot read it, the same captcha answered by a proof of work the browser computes.
 */
export function useCaptchaChallenge() {
  const language = useLanguage();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [proof, setProof] = useState<CaptchaProof>({ status: 'idle' });
  const lastRequest = useRef(0);
  const current = useRef<string | null>(null);

  /** `force` is for a refresh the flow needs (the old image was used up), not a click. */
  const refresh = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      const now = Date.now();
      if (!force && now - lastRequest.current < captchaRefreshGuardMs) return;
      lastRequest.current = now;
      setLoading(true);
      try {
        const next = await getCaptcha(language);
        current.current = next.captchaId;
        setChallenge(next);
        // A proof answers one captcha only: a new one asks for a new proof.
        setProof({ status: 'idle' });
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [language],
  );

  const proveWithoutImage = useCallback(async () => {
    if (!challenge) return;
    setProof({ status: 'working' });
    try {
      const payload = await solveProofOfWork(challenge.proofOfWork);
      // A refresh meanwhile replaced the captcha this proof was for.
      if (current.current !== challenge.captchaId) return;
      setProof(payload ? { status: 'done', payload } : { status: 'failed' });
    } catch {
      setProof({ status: 'failed' });
    }
  }, [challenge]);

  return { challenge, loading, failed, refresh, proof, proveWithoutImage };
}
