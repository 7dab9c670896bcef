import type { CaptchaChallenge } from '@croupier/contracts';
import { useCallback, useRef, useState } from 'react';
import { useLanguage } from '@/lib/use-language';
import { getCaptcha } from './api/get-captcha';

/** Spec §9: the captcha image may be refreshed at most once a second. */
export const captchaRefreshGuardMs = 1000;

/** The captcha box's image: loaded on demand, refreshed by the player (at most once a second) or after a failure. */
export function useCaptchaChallenge() {
  const language = useLanguage();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const lastRequest = useRef(0);

  /** `force` is for a refresh the flow needs (the old image was used up), not a click. */
  const refresh = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      const now = Date.now();
      if (!force && now - lastRequest.current < captchaRefreshGuardMs) return;
      lastRequest.current = now;
      setLoading(true);
      try {
        setChallenge(await getCaptcha(language));
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [language],
  );

  return { challenge, loading, failed, refresh };
}
