import { ChevronLeft, Maximize } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type GameFrameProps = {
  /** An address `parseGameFrameUrl` accepted. */
  url: string;
  title: string;
  onClose: () => void;
};

const barButton =
  'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-control px-2.5 text-sm font-medium text-text-2 transition-colors duration-150 hover:bg-raised hover:text-text';

/**
 * The seamless game page (spec §2 /seamless): the vendor's game in a frame that fills the screen below a slim bar with
 * the way back. On phones it covers the whole viewport; on wide screens it sits under the site header. The frame may
 * run the vendor's scripts in its own origin but never navigate the site itself.
 */
export function GameFrame({ url, title, onClose }: GameFrameProps) {
  const { t } = useTranslation('games');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const loading = loadedUrl !== url;
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  return (
    <div
      data-testid="game-frame"
      className="fixed inset-0 z-40 flex flex-col bg-bg lg:static lg:z-auto lg:h-[calc(100dvh-var(--header-height))]"
    >
      <div className="flex h-12 shrink-0 items-center gap-1 border-b border-border bg-surface px-1.5 pt-[env(safe-area-inset-top)] lg:px-3">
        <button type="button" data-testid="game-frame-close" onClick={onClose} className={barButton}>
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
          {t('frame.back')}
        </button>
        <h1 className="min-w-0 flex-1 truncate border-s border-border ps-3 text-sm font-semibold text-text">{title}</h1>
        {canFullscreen ? (
          <button
            type="button"
            onClick={() => void frameRef.current?.requestFullscreen().catch(() => undefined)}
            aria-label={t('frame.fullscreen')}
            title={t('frame.fullscreen')}
            className={barButton}
          >
            <Maximize className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="relative min-h-0 flex-1 bg-black">
        {loading ? (
          <div
            role="status"
            data-testid="game-frame-loading"
            className="absolute inset-0 grid place-items-center bg-bg text-sm text-text-2"
          >
            <div className="flex flex-col items-center gap-4">
              <span className="relative block size-12" aria-hidden="true">
                <span className="absolute inset-0 rounded-full border-[3px] border-border" />
                <span className="absolute inset-0 animate-spin rounded-full border-[3px] border-transparent border-t-accent" />
              </span>
              {t('frame.loading')}
            </div>
          </div>
        ) : null}
        <iframe
          ref={frameRef}
          key={url}
          src={url}
          title={title}
          data-testid="game-frame-iframe"
          onLoad={() => setLoadedUrl(url)}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-pointer-lock allow-orientation-lock"
          className={`absolute inset-0 size-full border-0 transition-opacity duration-200 ${loading ? 'opacity-0' : 'opacity-100'}`}
        />
      </div>
    </div>
  );
}
