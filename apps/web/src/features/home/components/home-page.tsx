import { Club, Diamond, Gauge, Headset, Heart, Languages, Search, Spade } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import type { VendorLanes } from '@croupier/contracts';
import type { GameCategoryId } from '@/lib/game-categories';
import { CategoryStrip } from './category-strip';
import type { AccountMenuEntry } from './category-strip';

type HomePageProps = {
  brandName: string;
  activeCategory?: GameCategoryId;
  /** A signed-in player has no use for the "create an account" call to action. */
  signedIn?: boolean;
  /** The signed-in player's own lists in the game menu. */
  accountEntries?: readonly AccountMenuEntry[];
  /** The brand's vendor lanes, for the game menu's categories. */
  lanes?: VendorLanes | undefined;
  /**
   * `home` is the welcome page; `view` is one of the home's game lists (all, hot, search), where the welcome and the
   * highlights step aside for the list.
   */
  variant?: 'home' | 'view';
  /** The search view is open: its icon shows as the current page. */
  searching?: boolean;
  /** The game blocks or the game list, composed in by the app. */
  children?: ReactNode;
  /** The brand's banners, notice marquee and popups, composed in by the app; welcome page only, at the top. */
  highlights?: ReactNode;
  /** The lottery countdowns and latest results, composed in (and loaded late) by the app; welcome page only. */
  lottery?: ReactNode;
  /** The winner scroll, composed in by the app; beside the welcome on wide screens, under it on phones. */
  winners?: ReactNode;
};

const highlights = [
  { key: 'lines', icon: Gauge },
  { key: 'languages', icon: Languages },
  { key: 'service', icon: Headset },
] as const;

/** The home view: a welcome and the way into every game category. */
export function HomePage({
  brandName,
  activeCategory,
  signedIn = false,
  accountEntries = [],
  lanes,
  variant = 'home',
  searching = false,
  children,
  highlights,
  lottery,
  winners,
}: HomePageProps) {
  const { t } = useTranslation('home');
  const welcome = variant === 'home';
  return (
    <div data-testid="home-page" className={welcome ? 'space-y-10 lg:space-y-12' : 'space-y-8'}>
      {welcome ? highlights : null}
      {welcome ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(300px,360px)] lg:items-stretch">
          <WelcomeSection brandName={brandName} signedIn={signedIn} />
          {winners}
        </div>
      ) : null}

      <section aria-labelledby="home-categories" className="scroll-mt-24">
        <div className="mb-4 flex items-end justify-between gap-4">
          <div>
            <h2 id="home-categories" className="text-lg font-semibold sm:text-xl">
              {t('categories.heading')}
            </h2>
            {welcome ? <p className="mt-1 text-sm text-text-2">{t('categories.description')}</p> : null}
          </div>
          <Link
            to="/home?type=SEARCH"
            data-testid="home-search-open"
            aria-label={t('search.open')}
            title={t('search.open')}
            aria-current={searching ? 'page' : undefined}
            className={`grid size-11 shrink-0 place-items-center rounded-full border transition-colors duration-150 ${searching ? 'border-accent bg-accent/15 text-accent' : 'border-border bg-surface text-text-2 hover:border-white/25 hover:text-text'}`}
          >
            <Search className="size-5" aria-hidden="true" />
          </Link>
        </div>
        <CategoryStrip
          active={activeCategory}
          headingId="home-categories"
          accountEntries={accountEntries}
          lanes={lanes}
        />
      </section>

      {children}

      {welcome ? lottery : null}

      {welcome ? <HighlightsSection /> : null}
    </div>
  );
}

/** The welcome at the top of the home view. */
function WelcomeSection({ brandName, signedIn }: { brandName: string; signedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden rounded-[20px] border border-border bg-surface px-6 py-10 sm:px-10 sm:py-14 lg:px-14 lg:py-16"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(120%_90%_at_100%_0%,rgb(245_179_1/0.18),transparent_55%),radial-gradient(90%_80%_at_0%_100%,rgb(59_167_255/0.12),transparent_60%)]"
      />
      <HeroSuits />
      <div className="relative max-w-xl">
        <p className="inline-flex items-center gap-2 rounded-pill border border-accent/30 bg-accent/10 px-3 py-1 text-xs font-semibold text-accent">
          <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
          {t('hero.eyebrow')}
        </p>
        <h1
          id="home-title"
          data-testid="home-title"
          className="mt-5 text-[28px] leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-[44px]"
        >
          {t('hero.title', { brand: brandName })}
        </h1>
        <p className="mt-4 max-w-md text-base text-text-2 text-pretty sm:text-lg">{t('hero.description')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {signedIn ? null : (
            <Link to="/register" className={buttonClassName('primary')}>
              {t('hero.register')}
            </Link>
          )}
          <a href="#home-categories" className={buttonClassName(signedIn ? 'primary' : 'outline')}>
            {t('hero.explore')}
          </a>
        </div>
      </div>
    </section>
  );
}

/** Why play here: a few reasons, under the game blocks. */
function HighlightsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-highlights">
      <h2 id="home-highlights" className="sr-only">
        {t('highlights.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {highlights.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4 rounded-card border border-border bg-surface p-5">
            <span className="grid size-11 shrink-0 place-items-center rounded-control bg-raised text-accent">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{t(`highlights.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-text-2">{t(`highlights.${key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A quiet composition of card suits behind the welcome; decoration only. */
function HeroSuits() {
  const suits = [
    { icon: Spade, className: 'end-[22%] top-[14%] size-28 rotate-[-12deg] text-white/[0.07]' },
    { icon: Heart, className: 'end-[6%] top-[38%] size-20 rotate-[10deg] text-danger/25' },
    { icon: Diamond, className: 'end-[30%] bottom-[10%] size-16 rotate-[14deg] text-accent/30' },
    { icon: Club, className: 'end-[8%] bottom-[8%] size-24 rotate-[-6deg] text-info/15' },
  ];
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 hidden md:block">
      {suits.map(({ icon: Icon, className }, index) => (
        <Icon key={index} className={`absolute ${className}`} strokeWidth={1.25} />
      ))}
      <div className="absolute end-[10%] top-1/2 size-56 -translate-y-1/2 rounded-full border border-accent/15" />
      <div className="absolute end-[14%] top-1/2 size-40 -translate-y-1/2 rounded-full border border-accent/10" />
    </div>
  );
}
