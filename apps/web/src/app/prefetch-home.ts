import { defaultLanguage, languageSchema } from '@croupier/contracts';
import type { AnnouncementType } from '@croupier/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { announcementsQuery } from '../features/content/api/list-announcements';
import { i18n } from '../lib/i18n';
import { getSessionToken } from '../lib/member-session';

/** The addresses of the home view (spec §2) whose first screen shows the banners, marquee and popups. */
const homePaths = new Set(['/', '/index', '/index.html', '/home']);

/** The banners, the marquee lines and the popups, each as the home page asks for them. */
const homeAnnouncementTypes: readonly (readonly AnnouncementType[])[] = [['B'], ['H'], ['PU']];

/**
 * Opened on the home page, its content calls leave beside the start-up calls instead of after them: on a phone's slow
 * network the banner (the largest paint) arrives a round trip sooner. A later language choice asks again.
 */
export function prefetchHomeContent(queryClient: QueryClient): void {
  if (!homePaths.has(window.location.pathname)) return;
  const type = new URLSearchParams(window.location.search).get('type');
  if (type && type.toUpperCase() !== 'HOME') return;
  const language = languageSchema.safeParse(i18n.language).data ?? defaultLanguage;
  const token = getSessionToken() ?? '';
  for (const types of homeAnnouncementTypes) {
    void queryClient.prefetchQuery(announcementsQuery({ types }, language, token));
  }
}
