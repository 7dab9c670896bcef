import { ArrowUp, Headset } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';

type FloatingServiceBarProps = {
  /** Opens customer service; absent when the brand has none configured. */
  onContactService?: () => void;
};

/** How far down the page the back-to-top button appears. */
const showBackToTopAfterPx = 480;

const buttonClass =
  'grid size-12 place-items-center rounded-full border border-border bg-raised/95 text-text shadow-[0_10px_30px_-10px_rgb(0_0_0/0.8)] backdrop-blur transition-[background-color,color,opacity,translate] duration-200 hover:bg-[#222e46] hover:text-accent';

/**
 * The floating service buttons. They sit in the page's right gutter (desktop) or above the bottom bar (phone); the
 * layout keeps that space free so they never cover content.
 */
export function FloatingServiceBar({ onContactService }: FloatingServiceBarProps) {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    function update() {
      setScrolled(window.scrollY > showBackToTopAfterPx);
    }
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <div
      data-testid="service-bar"
      className="fixed end-3 bottom-[calc(var(--bottom-bar-height)+12px)] z-30 flex flex-col gap-2 lg:end-5 lg:bottom-6"
    >
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })}
        aria-label={t('actions.backToTop')}
        tabIndex={scrolled ? 0 : -1}
        aria-hidden={!scrolled}
        className={`${buttonClass} ${scrolled ? '' : 'pointer-events-none translate-y-2 opacity-0'}`}
      >
        <ArrowUp className="size-5" aria-hidden="true" />
      </button>
      {onContactService ? (
        <button
          type="button"
          onClick={onContactService}
          aria-label={t('customerService.label')}
          className={buttonClass}
        >
          <Headset className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
