import { promotionCategories } from '@croupier/contracts';
import type { PromotionCategory } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { useSetAppState } from '@/lib/app-store';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePromotions } from '../api/list-promotions';
import { usePromotionClaim } from '../use-promotion-claim';
import { PrizeResultDialog } from './prize-result-dialog';
import { PromotionCard } from './promotion-card';

type PromotionsPageProps = { currency: string; timeZone: string };

function categoryOf(value: string | null): PromotionCategory | undefined {
  return promotionCategories.find((category) => category === value);
}

/**
 * `/promotions`: the category chips (all and the brand's categories; `?category=` keeps the choice in the address)
 * and the offers as cards with their state buttons.
 */
export function PromotionsPage({ currency, timeZone }: PromotionsPageProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const setAppState = useSetAppState();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryOf(searchParams.get('category'));
  const promotions = usePromotions(category);
  const { claimCard, claimingId, result, closeResult } = usePromotionClaim(currency);

  const chips: { value: PromotionCategory | undefined; label: string }[] = [
    { value: undefined, label: t('categories.all') },
    ...promotionCategories.map((value) => ({ value, label: t(`categories.${value}`) })),
  ];

  return (
    <div className="space-y-5" data-testid="promotions-page">
      <div
        role="tablist"
        aria-label={t('categories.label')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {chips.map((chip) => {
          const selected = chip.value === category;
          return (
            <button
              key={chip.value ?? 'all'}
              type="button"
              role="tab"
              aria-selected={selected}
              data-testid={`promotion-category-${chip.value ?? 'all'}`}
              onClick={() => setSearchParams(chip.value ? { category: chip.value } : {}, { replace: true })}
              className={`min-h-10 shrink-0 rounded-pill px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150 ${selected ? 'bg-accent text-on-accent' : 'bg-surface text-text-2 ring-1 ring-border ring-inset hover:text-text'}`}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
      {promotions.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-80 animate-pulse rounded-card bg-surface" />
          ))}
        </div>
      ) : promotions.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
          <p role="alert" className="text-text-2">
            {errorMessage(promotions.error)}
          </p>
          <Button variant="secondary" onClick={() => void promotions.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : promotions.data.promotions.length === 0 ? (
        <NoDataPanel message={t('empty')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {promotions.data.promotions.map((card) => (
            <PromotionCard
              key={card.id}
              card={card}
              currency={currency}
              timeZone={timeZone}
              onLogIn={() => setAppState({ accountDialog: 'login' })}
              onOpen={() => void navigate(`/promotions/${card.id}`)}
              onClaim={() => void claimCard(card)}
              claiming={claimingId === card.id}
            />
          ))}
        </div>
      )}
      <PrizeResultDialog result={result} currency={currency} onClose={closeResult} />
    </div>
  );
}
