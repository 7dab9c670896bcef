import { helpCategories } from '@croupier/contracts';
import type { HelpArticle, HelpCategory } from '@croupier/contracts';
import { ArrowLeft, ChevronDown } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { formatDateTime } from '@/lib/format-date-time';
import { useHelpCentre } from '../api/get-help-centre';
import { RichText } from './rich-text';

/** The anchor of each category; the terms keep the spec's `#term`. */
const anchors: Record<HelpCategory, string> = {
  account: 'account',
  payments: 'payments',
  games: 'games',
  terms: 'term',
};

/**
 * The help centre (spec §2 /help): articles by category, then the terms pages at `/help#term` (terms of use,
 * privacy, responsible gaming, the licence), each with its version. Its back button goes to /index.
 */
export function HelpPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('content');
  const { hash } = useLocation();
  const { data, isPending } = useHelpCentre();
  const articles = data?.articles ?? [];
  const categories = helpCategories.filter((category) => articles.some((article) => article.category === category));

  // The route change scrolls to the top; once the articles are there, the asked section is brought into view.
  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  return (
    <div className="mx-auto max-w-3xl space-y-8" data-testid="help-page">
      <div className="flex items-center gap-3">
        <Link
          to="/index"
          aria-label={t('help.back')}
          title={t('help.back')}
          data-testid="help-back"
          className="grid size-11 shrink-0 place-items-center rounded-full border border-border bg-surface text-text-2 hover:text-text"
        >
          <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('help.title')}</h1>
      </div>
      {isPending ? <Loader /> : null}
      {!isPending && articles.length === 0 ? <NoDataPanel message={t('help.empty')} /> : null}
      {categories.length > 0 ? (
        <nav aria-label={t('help.categoriesLabel')}>
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category}>
                <a
                  href={`#${anchors[category]}`}
                  className="inline-flex min-h-11 items-center rounded-pill border border-border bg-surface px-4 text-sm text-text-2 hover:border-white/25 hover:text-text"
                >
                  {t(`help.categories.${category}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {categories.map((category) => {
        const inCategory = articles.filter((article) => article.category === category);
        return (
          <section
            key={category}
            id={anchors[category]}
            aria-labelledby={`help-${category}`}
            className="scroll-mt-24"
            data-testid={`help-section-${category}`}
          >
            <h2 id={`help-${category}`} className="mb-3 text-lg font-semibold">
              {t(`help.categories.${category}`)}
            </h2>
            {category === 'terms' ? (
              <div className="space-y-4">
                {inCategory.map((article) => (
                  <TermsArticle key={article.code} article={article} timeZone={timeZone} />
                ))}
              </div>
            ) : (
              <div className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface">
                {inCategory.map((article) => (
                  <details key={article.code} className="group">
                    <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium hover:bg-raised [&::-webkit-details-marker]:hidden">
                      {article.title}
                      <ChevronDown
                        className="size-4 shrink-0 text-text-3 transition-transform duration-200 group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <RichText html={article.content} className="px-4 pb-4 text-sm text-text-2" />
                  </details>
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

function TermsArticle({ article, timeZone }: { article: HelpArticle; timeZone: string }) {
  const { t } = useTranslation('content');
  return (
    <article
      id={`term-${article.code}`}
      className="scroll-mt-24 rounded-card border border-border bg-surface p-5"
      data-testid={`terms-${article.code}`}
    >
      <h3 className="text-base font-semibold">{article.title}</h3>
      <p className="mt-1 text-xs text-text-3 tabular-nums">
        {t('help.version', {
          version: article.version,
          date: formatDateTime(article.updatedAt, timeZone).slice(0, 10),
        })}
      </p>
      <RichText html={article.content} className="mt-3 text-sm text-text-2" />
    </article>
  );
}
