import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { WhenVisible } from '../../components/ui/when-visible';
import { LicenceStatement } from '../../features/content/components/licence-statement';
import { HelpOrganisationsList } from '../../features/responsible-gaming/components/help-organisations-list';
import { useVendorLanes } from '../../features/games/api/get-vendor-lanes';
import { isCategoryOffered, lobbyCategories } from '../../lib/game-categories';

const helpLinks = [
  { to: '/help', key: 'help' },
  { to: '/responsibleGaming', key: 'responsibleGaming' },
  { to: '/help#term', key: 'terms' },
  { to: '/announce', key: 'announcements' },
  { to: '/down', key: 'download' },
] as const;

/** The site footer: brand, links, and the responsible-gaming note with the help organisations of the language. */
export function SiteFooter({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes().data;
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-surface/40">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr] lg:px-8 lg:pe-24">
        <div className="max-w-sm">
          <BrandWordmark name={brandName} />
          <p className="mt-3 text-sm text-text-2">{t('footer.about', { brand: brandName })}</p>
          <p className="mt-5 flex items-start gap-3 text-sm text-text-2">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full border-2 border-danger/70 text-xs font-bold text-danger"
            >
              18+
            </span>
            <span>
              {t('footer.responsible')}{' '}
              <Link
                to="/responsibleGaming"
                className="text-info hover:underline"
                data-testid="footer-responsible-gaming"
              >
                {t('footer.links.responsibleGaming')}
              </Link>
            </span>
          </p>
          <div className="mt-3 ps-12">
            <p className="text-xs font-semibold text-text-3">{t('footer.getHelp')}</p>
            <HelpOrganisationsList variant="links" />
          </div>
        </div>
        <nav aria-labelledby="footer-games">
          <h2 id="footer-games" className="text-sm font-semibold">
            {t('footer.games')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 text-sm">
            {lobbyCategories
              .filter((category) => isCategoryOffered(category.id, lanes))
              .map((category) => (
                <li key={category.id}>
                  <Link to={category.path} className="inline-flex min-h-9 items-center text-text-2 hover:text-text">
                    {t(`categories.${category.id}`)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="text-sm font-semibold">
            {t('footer.support')}
          </h2>
          <ul className="mt-3 text-sm">
            {helpLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className="inline-flex min-h-9 items-center text-text-2 hover:text-text">
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div
          className="mx-auto max-w-[1440px] space-y-1 px-4 py-5 text-xs text-text-3 sm:px-6 lg:px-8"
          data-testid="footer-licence"
        >
          <WhenVisible minHeight={18}>
            <LicenceStatement />
          </WhenVisible>
          <p>{t('footer.copyright', { year, brand: brandName })}</p>
        </div>
      </div>
    </footer>
  );
}
