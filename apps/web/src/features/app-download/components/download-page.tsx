import { Apple, Check, Download, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Chromium's install prompt, kept until the player asks for it (not in the DOM typings). */
type InstallPrompt = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const isStandalone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

const androidSteps = ['open', 'menu', 'install', 'confirm'] as const;
const iosSteps = ['open', 'share', 'add', 'confirm'] as const;

/**
 * The download page (`/down`, spec §2): the site installs as an app (decision 0087). Where the browser offers its
 * own install prompt, one button opens it; otherwise the guides for Android and iOS say how, step by step.
 */
export function DownloadPage({ brandName }: { brandName: string }) {
  const { t } = useTranslation('app-download');
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const done = () => {
      setInstalled(true);
      setPrompt(null);
    };
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  return (
    <div data-testid="download-page" className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-8 text-center">
        <img src="/icons/app-192.png" alt="" width={96} height={96} className="size-24 rounded-card" />
        <div>
          <h1 className="text-2xl font-semibold">{t('title', { brand: brandName })}</h1>
          <p className="mt-2 text-text-2">{t('description')}</p>
        </div>
        {installed ? (
          <p data-testid="download-installed" className="flex items-center gap-2 font-medium text-win">
            <Check className="size-5" aria-hidden="true" />
            {t('installed')}
          </p>
        ) : prompt ? (
          <button
            type="button"
            data-testid="download-install"
            className="flex min-h-11 items-center gap-2 rounded-control bg-accent px-6 font-semibold text-on-accent"
            onClick={() => {
              void prompt.prompt();
              void prompt.userChoice.then(({ outcome }) => {
                if (outcome === 'accepted') setInstalled(true);
                setPrompt(null);
              });
            }}
          >
            <Download className="size-5" aria-hidden="true" />
            {t('install')}
          </button>
        ) : (
          <p className="text-sm text-text-3">{t('followGuide')}</p>
        )}
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <Guide
          id="android"
          icon={<Smartphone className="size-5" aria-hidden="true" />}
          title={t('android.title')}
          steps={androidSteps.map((step) => t(`android.steps.${step}`))}
        />
        <Guide
          id="ios"
          icon={<Apple className="size-5" aria-hidden="true" />}
          title={t('ios.title')}
          steps={iosSteps.map((step) => t(`ios.steps.${step}`))}
        />
      </div>
      <p className="text-center text-sm text-text-3">{t('note')}</p>
    </div>
  );
}

function Guide({ id, icon, title, steps }: { id: string; icon: React.ReactNode; title: string; steps: string[] }) {
  return (
    <section
      aria-labelledby={`download-${id}`}
      data-testid={`download-guide-${id}`}
      className="rounded-card border border-border bg-surface p-5"
    >
      <h2 id={`download-${id}`} className="flex items-center gap-2 text-lg font-semibold">
        <span className="text-accent">{icon}</span>
        {title}
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-pill bg-raised text-sm font-semibold tabular-nums">
              {index + 1}
            </span>
            <span className="pt-0.5 text-text-2">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
