import { languages } from '@croupier/contracts';
import type { Language, LocalizedTexts } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useRichTextPreview } from '../api/preview-rich-text';

export { languages as playerLanguages };

/** The brand a content screen edits: the address's `merchant`, else the operator's first brand. */
export function useContentBrand(merchant: string | undefined) {
  const { brands } = useConsoleSession();
  const brand = brands.find((candidate) => candidate.code === merchant) ?? brands[0];
  return { brands, brand: brand?.code ?? '', timeZone: brand?.timeZone ?? 'Asia/Bangkok' };
}

/** A text in the console's language, else Thai, English, or any: what a list shows of texts per language. */
export function textFor(texts: LocalizedTexts, language: string): string {
  const wanted = (language === 'en' ? 'en' : 'th') as Language;
  return texts[wanted] || texts.th || texts.en || Object.values(texts).find((text) => text) || '';
}

/** Where an item stands now: a draft, waiting for its start, shown, or past its end. */
export function stateOf(item: { published: boolean; startsAt: string; endsAt: string | null }, now = Date.now()) {
  if (!item.published) return 'draft' as const;
  if (new Date(item.startsAt).getTime() > now) return 'scheduled' as const;
  if (item.endsAt && new Date(item.endsAt).getTime() <= now) return 'ended' as const;
  return 'published' as const;
}

const stateLooks = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
  scheduled: 'bg-amber-50 text-amber-800 ring-amber-200',
  ended: 'bg-slate-50 text-slate-500 ring-slate-200',
} as const;

export function StateBadge({ state }: { state: keyof typeof stateLooks }) {
  const { t } = useTranslation('content');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${stateLooks[state]}`}
      data-state={state}
    >
      {t(`states.${state}`)}
    </span>
  );
}

/** From–to in the brand's zone, `YYYY/MM/DD HH:mm`. */
export function ScheduleCell({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
}) {
  const { t } = useTranslation('content');
  return (
    <span className="text-xs whitespace-nowrap text-slate-700 tabular-nums">
      {formatDateTime(startsAt, timeZone)}
      <br />→ {endsAt ? formatDateTime(endsAt, timeZone) : t('noEnd')}
    </span>
  );
}

/** Language tabs over one form part per player language; a dot marks a language that has a title. */
export function LanguageTabs({
  active,
  onChange,
  filled,
  children,
}: {
  active: Language;
  onChange: (language: Language) => void;
  filled: (language: Language) => boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="rounded-md border border-slate-200">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-2 pt-2">
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            aria-selected={active === language}
            data-testid={`language-tab-${language}`}
            className={`rounded-t-md px-3 py-1.5 text-sm ${active === language ? 'border border-b-white border-slate-200 bg-white font-medium text-slate-900' : 'text-slate-600 hover:text-slate-900'}`}
            onClick={() => onChange(language)}
          >
            {t(`languageNames.${language}`)}
            {filled(language) && <span className="ms-1 text-emerald-600">●</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="flex flex-col gap-3 p-3">
        {children}
      </div>
    </div>
  );
}

/**
 * Operator HTML as the player site shows it: sent through the server's sanitizer (the very one players' texts pass)
 * and set in a box styled like the site's rich text. Only the sanitized answer is ever set as HTML.
 */
export function RichTextPreview({ merchant, html }: { merchant: string; html: string }) {
  const { t } = useTranslation('content');
  const preview = useRichTextPreview({ merchant, html });
  if (html.trim() === '' || !preview.data) return <p className="text-sm text-slate-400">{t('editor.previewEmpty')}</p>;
  return (
    <div
      className="content-preview rounded-md bg-slate-900 p-4 text-sm text-slate-200"
      data-testid="rich-text-preview"
      dangerouslySetInnerHTML={{ __html: preview.data.html }}
    />
  );
}

/** A banner as the player site's coverflow draws a slide: the picture at 3:1 with the title over it. */
export function BannerSlidePreview({ imageUrl, title }: { imageUrl: string | null; title: string }) {
  return (
    <div
      className="relative aspect-[3/1] w-full overflow-hidden rounded-xl border border-slate-700 bg-slate-800"
      data-testid="banner-preview"
    >
      {imageUrl && <img src={imageUrl} alt="" className="absolute inset-0 size-full object-cover" />}
      <span className="absolute inset-y-0 start-0 flex w-3/4 items-center ps-6 pe-2">
        <span className="text-lg leading-snug font-bold text-balance text-white drop-shadow sm:text-2xl">{title}</span>
      </span>
    </div>
  );
}

/** The small picture of a banner in a list row. */
export function BannerThumbnail({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <img src={imageUrl} alt="" className="h-10 w-30 rounded object-cover ring-1 ring-slate-200" loading="lazy" />
  ) : null;
}
