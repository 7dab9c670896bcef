import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyScreen } from '../lazy-screen';
import { QuietBoundary } from '../quiet-boundary';

// The speed test runs only when its panel opens, so its code waits until then.
const SpeedTest = lazyScreen(async () => (await import('./speed-test')).SpeedTest);

/** The server-line speed test inside the header's panel, loaded when the panel first opens. */
export function DeferredSpeedTest() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <QuietBoundary resetKey={pathname}>
      <Suspense fallback={<p className="px-4 py-6 text-center text-sm text-text-2">{t('loader.label')}</p>}>
        <SpeedTest />
      </Suspense>
    </QuietBoundary>
  );
}
