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
 * The floating service buttons of a wide screen, in the page's right gutter, which the layout keeps free so they
 * never cover content. A phone has no such gutter: its service button sits in the bottom bar (ServiceSlot), and it
 * has no back-to-top button, which could only float over the page.
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
    <div data-testid="service-bar" className="fixed end-5 bottom-6 z-30 hidden flex-col gap-2 lg:flex">
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

/** The phone's service button, docked at the end of the bottom bar so it covers neither the page nor the bar. */
export function ServiceSlot({ onContactService }: { onContactService: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid w-12 shrink-0 place-items-center">
      <button
        type="button"
        data-testid="bottom-bar-service"
        onClick={onContactService}
        aria-label={t('customerService.label')}
        className={`${buttonClass} size-11`}
      >
        <Headset className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
