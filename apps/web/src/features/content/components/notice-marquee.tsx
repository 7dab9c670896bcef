import { Megaphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../api/list-announcements';

// Opened by a tap, so the popup's code waits for one.
const NoticePopup = lazy(async () => ({ default: (await import('./notice-popup')).NoticePopup }));

const marqueeTypes = ['H'] as const;
const noticeTypes = ['PL'] as const;

/**
 * The home page's notice marquee (spec §2): the brand's marquee lines scrolling slowly, paused under the pointer or
 * focus, standing still for visitors who ask for reduced motion. A tap on the lines opens the notice popup; the link
 * at its end leads to /announce.
 */
export function NoticeMarquee() {
  const { t } = useTranslation('content');
  const { data, isPending } = useAnnouncements({ types: marqueeTypes });
  const [open, setOpen] = useState(false);
  // The notices are asked for when the popup opens, not with the page.
  const notices = useAnnouncements({ types: noticeTypes }, { enabled: open });
  const lines = data?.homeNotices ?? [];
  // Its place is kept while the lines are on their way, so the page below does not move when they arrive.
  if (isPending) return <div className="h-11 rounded-pill border border-border bg-surface" aria-hidden="true" />;
  if (lines.length === 0) return null;
  const text = lines.map((line) => line.title);
  // Long lists scroll longer, so every line moves at the same reading speed.
  const seconds = Math.max(18, text.join(' ').length / 4);
  const playerNotices = notices.data?.playerNotices ?? [];
  return (
    <section
      aria-label={t('marquee.label')}
      data-testid="notice-marquee"
      className="flex h-11 items-center gap-3 rounded-pill border border-border bg-surface ps-4 pe-1"
    >
      <Megaphone className="size-4 shrink-0 text-info" aria-hidden="true" />
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="notice-marquee-open"
        aria-label={t('marquee.open', { notices: text.join(' · ') })}
        className="notice-marquee relative h-full min-w-0 flex-1 overflow-hidden rounded-control text-start"
      >
        <span
          className="notice-marquee-track flex w-max gap-12 text-sm whitespace-nowrap text-text-2"
          style={{ animationDuration: `${seconds}s` }}
          aria-hidden="true"
        >
          {[...text, ...text].map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </span>
      </button>
      <Link
        to="/announce"
        className="inline-flex h-9 shrink-0 items-center rounded-pill px-3 text-xs font-semibold text-info hover:bg-raised"
      >
        {t('marquee.all')}
      </Link>
      {open && !notices.isPending ? (
        <Suspense fallback={null}>
          <NoticePopup notices={playerNotices.length > 0 ? playerNotices : lines} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
