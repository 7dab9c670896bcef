import { useTranslation } from 'react-i18next';
import { hotListRequest } from '../home-views';
import { useHomeView } from '../use-home-view';
import { HomeViewHeading } from './home-view-heading';
import { PagedGameList } from './paged-game-list';

/** `/home?type=HOT`: every hot game, 15 a page (spec §9). */
export function HotGamesView() {
  const { t } = useTranslation('games');
  const { page, go } = useHomeView();
  const title = t('views.hot.title');
  return (
    <section aria-labelledby="home-view-title" data-testid="home-hot-view" className="space-y-5">
      <HomeViewHeading title={title} />
      <PagedGameList
        request={hotListRequest(page)}
        label={title}
        onPageChange={(next) => go('HOT', { page: next })}
        testId="home-view-list"
      />
    </section>
  );
}
