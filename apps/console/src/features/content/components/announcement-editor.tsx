import { announcementExecutions, linkageTypes } from '@croupier/contracts';
import type {
  AnnouncementExecution,
  AnnouncementType,
  ContentAnnouncement,
  Language,
  LocalizedTexts,
} from '@croupier/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { dateTimeInputIn, instantOfLocal } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSaveAnnouncement } from '../api/save-announcement';
import type { AnnouncementBody } from '../api/save-announcement';
import { BannerSlidePreview, LanguageTabs, playerLanguages, RichTextPreview, textFor } from './content-parts';

export type AnnouncementKind = 'banners' | 'notices' | 'popups';
type LinkType = (typeof linkageTypes)[number];

type Draft = {
  type: AnnouncementType;
  execution: AnnouncementExecution | '';
  bannerGroup: string;
  title: LocalizedTexts;
  content: LocalizedTexts;
  imageUrl: string;
  linkageType: LinkType | '';
  link: string;
  sortOrder: number;
  languages: Language[];
  startsAt: string;
  endsAt: string;
  published: boolean;
};

function draftOf(item: ContentAnnouncement | null, kind: AnnouncementKind, timeZone: string): Draft {
  return {
    type: item?.type ?? (kind === 'banners' ? 'B' : kind === 'popups' ? 'PU' : 'H'),
    execution: item?.execution ?? (kind === 'popups' ? 'B' : ''),
    bannerGroup: item?.bannerGroup ?? '',
    title: item?.title ?? {},
    content: item?.content ?? {},
    imageUrl: item?.imageUrl ?? '',
    linkageType: (item?.linkageType as LinkType | null) ?? '',
    link: item?.link ?? '',
    sortOrder: item?.sortOrder ?? 0,
    languages: item?.languages ?? [],
    startsAt: item ? shownOf(dateTimeInputIn(item.startsAt, timeZone)) : '',
    endsAt: item?.endsAt ? shownOf(dateTimeInputIn(item.endsAt, timeZone)) : '',
    published: item?.published ?? false,
  };
}

/** The console writes times as `YYYY/MM/DD HH:mm` (the brand's zone); the field takes that, or `-` and `T`. */
const shownOf = (local: string) => local.replaceAll('-', '/').replace('T', ' ');
const localOf = (shown: string) => shown.trim().replaceAll('/', '-').replace(/\s+/, 'T');

/** Keeps only the languages with text, trimmed of nothing: an empty field means "not in this language". */
function filledTexts(texts: LocalizedTexts): LocalizedTexts {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
}

/**
 * Creates or edits a banner, notice, marquee line or popup: the kind's own fields, texts per player language, the
 * schedule in the brand's zone, and a preview drawn as the player site draws it. The server checks everything again.
 */
export function AnnouncementEditor({
  kind,
  merchant,
  timeZone,
  item,
  onDone,
}: {
  kind: AnnouncementKind;
  merchant: string;
  timeZone: string;
  item: ContentAnnouncement | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['content', 'common']);
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item, kind, timeZone));
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'th');
  const [scheduleError, setScheduleError] = useState(false);
  const save = useSaveAnnouncement();
  const [uploading, setUploading] = useState(false);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const hasContent = draft.type === 'PU' || draft.type === 'PL';
  const kindName = t(`types.${draft.type}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const startsAt = draft.startsAt.trim() ? instantOfLocal(localOf(draft.startsAt), timeZone) : undefined;
    const endsAt = draft.endsAt.trim() ? instantOfLocal(localOf(draft.endsAt), timeZone) : null;
    if (startsAt === null || (draft.endsAt.trim() && endsAt === null)) {
      setScheduleError(true);
      return;
    }
    setScheduleError(false);
    const body: AnnouncementBody = {
      merchant,
      type: draft.type,
      execution: draft.type === 'PU' && draft.execution ? draft.execution : null,
      bannerGroup: draft.type === 'B' && draft.bannerGroup ? draft.bannerGroup : null,
      title: filledTexts(draft.title),
      content: hasContent ? filledTexts(draft.content) : {},
      imageUrl: draft.imageUrl.trim() || null,
      linkageType: draft.linkageType || null,
      link: draft.linkageType ? draft.link.trim() : null,
      sortOrder: draft.sortOrder,
      languages: draft.languages.length > 0 ? draft.languages : null,
      startsAt,
      endsAt,
      published: draft.published,
    };
    save.mutate({ id: item?.id ?? null, body }, { onSuccess: onDone });
  }

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={submit}
      aria-label={item ? t('editor.editTitle', { kind: kindName }) : t('editor.newTitle', { kind: kindName })}
      data-testid="announcement-editor"
    >
      <h2 className="text-base font-semibold text-slate-900">
        {item ? t('editor.editTitle', { kind: kindName }) : t('editor.newTitle', { kind: kindName })}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-3">
            {kind === 'notices' && (
              <FormField className="flex-1 basis-40" label={t('editor.kind')} htmlFor="content-type">
                <select
                  id="content-type"
                  className={inputClass}
                  value={draft.type}
                  onChange={(event) => set('type', event.target.value as AnnouncementType)}
                >
                  {(['H', 'PL'] as const).map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </select>
              </FormField>
            )}
            {kind === 'banners' && (
              <FormField className="flex-1 basis-40" label={t('editor.place')} htmlFor="content-group">
                <select
                  id="content-group"
                  className={inputClass}
                  value={draft.bannerGroup}
                  onChange={(event) => set('bannerGroup', event.target.value)}
                >
                  <option value="">{t('groups.home')}</option>
                  <option value="w_forget">{t('groups.w_forget')}</option>
                </select>
              </FormField>
            )}
            {kind === 'popups' && (
              <FormField className="flex-1 basis-40" label={t('editor.execution')} htmlFor="content-execution">
                <select
                  id="content-execution"
                  className={inputClass}
                  value={draft.execution}
                  onChange={(event) => set('execution', event.target.value as AnnouncementExecution | '')}
                >
                  {announcementExecutions.map((execution) => (
                    <option key={execution} value={execution}>
                      {t(`executions.${execution}`)}
                    </option>
                  ))}
                  <option value="">{t('executions.all')}</option>
                </select>
              </FormField>
            )}
            <FormField className="w-28" label={t('editor.sortOrder')} htmlFor="content-order">
              <input
                id="content-order"
                type="number"
                min={0}
                className={inputClass}
                value={draft.sortOrder}
                onChange={(event) => set('sortOrder', Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
              />
            </FormField>
          </div>

          <LanguageTabs active={language} onChange={setLanguage} filled={(code) => Boolean(draft.title[code]?.trim())}>
            <FormField
              label={t('editor.titleField', { language: t(`languageNames.${language}`) })}
              htmlFor={`content-title-${language}`}
            >
              <input
                id={`content-title-${language}`}
                className={inputClass}
                maxLength={500}
                value={draft.title[language] ?? ''}
                onChange={(event) => set('title', { ...draft.title, [language]: event.target.value })}
              />
            </FormField>
            {hasContent && (
              <FormField
                label={t('editor.contentField', { language: t(`languageNames.${language}`) })}
                htmlFor={`content-text-${language}`}
              >
                <textarea
                  id={`content-text-${language}`}
                  className={`${inputClass} min-h-28`}
                  value={draft.content[language] ?? ''}
                  onChange={(event) => set('content', { ...draft.content, [language]: event.target.value })}
                />
                <span className="text-xs text-slate-500">{t('editor.contentHint')}</span>
              </FormField>
            )}
          </LanguageTabs>

          {kind === 'banners' && (
            <ImageUploadField
              id="content-image"
              merchant={merchant}
              label={t('editor.image')}
              hint={t('editor.imageHint')}
              value={draft.imageUrl}
              onChange={(url) => set('imageUrl', url)}
              onBusyChange={setUploading}
            />
          )}

          {(kind === 'banners' || draft.type === 'PU') && (
            <div className="flex flex-wrap gap-3">
              <FormField className="flex-1 basis-40" label={t('editor.linkType')} htmlFor="content-link-type">
                <select
                  id="content-link-type"
                  className={inputClass}
                  value={draft.linkageType}
                  onChange={(event) => set('linkageType', event.target.value as LinkType | '')}
                >
                  <option value="">{t('editor.noLink')}</option>
                  {linkageTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`editor.linkTypes.${type}`)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField className="flex-[2] basis-56" label={t('editor.link')} htmlFor="content-link">
                <input
                  id="content-link"
                  className={inputClass}
                  placeholder={t('editor.linkHint')}
                  disabled={!draft.linkageType}
                  value={draft.link}
                  onChange={(event) => set('link', event.target.value)}
                />
              </FormField>
            </div>
          )}

          <fieldset className="flex flex-col gap-1">
            <legend className="text-xs font-medium text-slate-600">{t('editor.languages')}</legend>
            <div className="flex flex-wrap gap-3 text-sm">
              {playerLanguages.map((code) => (
                <label key={code} className="flex items-center gap-1.5">
                  <input
                    type="checkbox"
                    checked={draft.languages.includes(code)}
                    onChange={(event) =>
                      set(
                        'languages',
                        event.target.checked
                          ? [...draft.languages, code]
                          : draft.languages.filter((chosen) => chosen !== code),
                      )
                    }
                  />
                  {t(`languageNames.${code}`)}
                </label>
              ))}
            </div>
            <span className="text-xs text-slate-500">{t('editor.everyLanguage')}</span>
          </fieldset>

          <div className="flex flex-wrap gap-3">
            <FormField
              className="flex-1 basis-48"
              label={t('editor.startsAt')}
              htmlFor="content-starts"
              error={scheduleError ? t('common:table.invalid') : undefined}
            >
              <input
                id="content-starts"
                placeholder="YYYY/MM/DD HH:mm"
                inputMode="numeric"
                className={inputClass}
                value={draft.startsAt}
                onChange={(event) => set('startsAt', event.target.value)}
              />
            </FormField>
            <FormField className="flex-1 basis-48" label={t('editor.endsAt')} htmlFor="content-ends">
              <input
                id="content-ends"
                placeholder="YYYY/MM/DD HH:mm"
                inputMode="numeric"
                className={inputClass}
                value={draft.endsAt}
                onChange={(event) => set('endsAt', event.target.value)}
              />
            </FormField>
          </div>
          <p className="-mt-2 text-xs text-slate-500">
            {t('editor.zone', { zone: timeZone })} · {t('editor.endsHint')}
          </p>

          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              id="content-published"
              type="checkbox"
              checked={draft.published}
              onChange={(event) => set('published', event.target.checked)}
            />
            {t('editor.published')}
          </label>
        </div>

        <section className="flex flex-col gap-2" aria-label={t('editor.preview')}>
          <h3 className="text-sm font-medium text-slate-800">
            {t('editor.preview')} · <span className="font-normal text-slate-500">{t('editor.previewHint')}</span>
          </h3>
          {draft.type === 'B' && (
            <BannerSlidePreview
              imageUrl={draft.imageUrl.trim() || null}
              title={draft.title[language] || textFor(draft.title, language)}
            />
          )}
          {draft.type === 'H' && (
            <div className="overflow-hidden rounded-md bg-slate-900 px-3 py-2 text-sm whitespace-nowrap text-amber-200">
              📢 {draft.title[language] || t('editor.previewEmpty')}
            </div>
          )}
          {hasContent && (
            <div className="flex flex-col gap-2 rounded-lg bg-slate-950 p-3">
              <p className="text-base font-semibold text-white">{draft.title[language] || t('noTitle')}</p>
              <RichTextPreview merchant={merchant} html={draft.content[language] ?? ''} />
            </div>
          )}
        </section>
      </div>
      {save.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button look="secondary" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || uploading} data-testid="content-save">
          {save.isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
