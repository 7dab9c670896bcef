import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  useDocumentTitle(t('notFound.title'), config.merchantName);
  return (
    <section
      data-testid="not-found"
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-lg flex-col items-center px-2 py-12 text-center"
    >
      <p className="text-7xl font-bold tracking-tight text-border tabular-nums" aria-hidden="true">
        404
      </p>
      <span className="-mt-6 mb-5 grid size-14 place-items-center rounded-full bg-raised text-accent ring-1 ring-border">
        <Compass className="size-6" aria-hidden="true" />
      </span>
      <h1 id="not-found-title" className="text-2xl font-bold">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-text-2 text-pretty">{t('notFound.description')}</p>
      <Link to="/" className={buttonClassName('primary', 'md', 'mt-8')}>
        {t('actions.backHome')}
      </Link>
    </section>
  );
}
