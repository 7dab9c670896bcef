import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from './button';

type ComingSoonPanelProps = {
  /** The section's name, shown as the page heading. */
  title: string;
  /** Extra content under the message, such as a back link of the page. */
  children?: ReactNode;
  headingLevel?: 'h1' | 'h2';
};

/** The honest placeholder of a section that a later release fills in: no fake data, a way back home. */
export function ComingSoonPanel({ title, children, headingLevel = 'h1' }: ComingSoonPanelProps) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <section
      data-testid="coming-soon"
      aria-labelledby="coming-soon-title"
      className="relative mx-auto flex max-w-2xl flex-col items-center overflow-hidden rounded-card border border-border bg-surface px-6 py-12 text-center sm:px-10 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-64 -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
      />
      <span className="relative mb-5 grid size-14 place-items-center rounded-full bg-accent/10 text-accent ring-1 ring-accent/30">
        <Hourglass className="size-6" aria-hidden="true" />
      </span>
      <p className="relative mb-2 text-xs font-semibold text-accent eyebrow">{t('comingSoon.badge')}</p>
      <Heading id="coming-soon-title" className="relative text-2xl font-bold text-balance sm:text-3xl">
        {title}
      </Heading>
      <p className="relative mt-3 max-w-md text-text-2 text-pretty">{t('comingSoon.description')}</p>
      <div className="relative mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName('secondary')}>
          {t('actions.backHome')}
        </Link>
        {children}
      </div>
    </section>
  );
}
