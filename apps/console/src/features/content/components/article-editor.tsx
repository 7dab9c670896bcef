import { helpCategories } from '@croupier/contracts';
import type { ContentHelpArticle, HelpCategory, Language, LocalizedTexts } from '@croupier/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSaveArticle } from '../api/save-article';
import { LanguageTabs, RichTextPreview } from './content-parts';

const filled = (texts: LocalizedTexts): LocalizedTexts =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));

/**
 * Creates a help article or terms page, or saves a new version of one: category, order, texts per player language
 * as HTML, and a preview through the server's sanitizer, styled as the player site's help page.
 */
export function ArticleEditor({
  merchant,
  item,
  onDone,
}: {
  merchant: string;
  item: ContentHelpArticle | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('content');
  const errorMessage = useErrorMessage();
  const save = useSaveArticle();
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'th');
  const [code, setCode] = useState(item?.code ?? '');
  const [category, setCategory] = useState<HelpCategory>(item?.category ?? 'account');
  const [sortOrder, setSortOrder] = useState(item?.sortOrder ?? 0);
  const [title, setTitle] = useState<LocalizedTexts>(item?.title ?? {});
  const [content, setContent] = useState<LocalizedTexts>(item?.content ?? {});
  const [published, setPublished] = useState(item?.published ?? false);
  // The preview follows the text once typing pauses, not on every key.
  const [previewed, setPreviewed] = useState(content[language] ?? '');
  const heading = item
    ? t('editor.editTitle', { kind: item.code })
    : t('editor.newTitle', { kind: t('columns.title') });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        id: item?.id ?? null,
        body: { merchant, code, category, sortOrder, title: filled(title), content: filled(content), published },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={submit}
      aria-label={heading}
      data-testid="article-editor"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{heading}</h2>
        {item && <span className="text-xs text-slate-500">{t('editor.version', { version: item.version })}</span>}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-3">
            <FormField className="flex-1 basis-40" label={t('editor.code')} htmlFor="article-code">
              <input
                id="article-code"
                className={inputClass}
                value={code}
                readOnly={item !== null}
                placeholder={t('editor.codeHint')}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <FormField className="flex-1 basis-32" label={t('editor.category')} htmlFor="article-category">
              <select
                id="article-category"
                className={inputClass}
                value={category}
                onChange={(event) => setCategory(event.target.value as HelpCategory)}
              >
                {helpCategories.map((option) => (
                  <option key={option} value={option}>
                    {t(`categories.${option}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField className="w-24" label={t('editor.sortOrder')} htmlFor="article-order">
              <input
                id="article-order"
                type="number"
                min={0}
                className={inputClass}
                value={sortOrder}
                onChange={(event) => setSortOrder(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
              />
            </FormField>
          </div>
          <LanguageTabs
            active={language}
            onChange={(next) => {
              setLanguage(next);
              setPreviewed(content[next] ?? '');
            }}
            filled={(code) => Boolean(title[code]?.trim())}
          >
            <FormField
              label={t('editor.titleField', { language: t(`languageNames.${language}`) })}
              htmlFor={`article-title-${language}`}
            >
              <input
                id={`article-title-${language}`}
                className={inputClass}
                maxLength={500}
                value={title[language] ?? ''}
                onChange={(event) => setTitle({ ...title, [language]: event.target.value })}
              />
            </FormField>
            <FormField
              label={t('editor.contentField', { language: t(`languageNames.${language}`) })}
              htmlFor={`article-content-${language}`}
            >
              <textarea
                id={`article-content-${language}`}
                className={`${inputClass} min-h-56`}
                value={content[language] ?? ''}
                onChange={(event) => setContent({ ...content, [language]: event.target.value })}
                onBlur={() => setPreviewed(content[language] ?? '')}
              />
              <span className="text-xs text-slate-500">{t('editor.contentHint')}</span>
            </FormField>
          </LanguageTabs>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              id="article-published"
              type="checkbox"
              checked={published}
              onChange={(event) => setPublished(event.target.checked)}
            />
            {t('editor.published')}
          </label>
        </div>
        <section className="flex flex-col gap-2" aria-label={t('editor.preview')}>
          <h3 className="text-sm font-medium text-slate-800">
            {t('editor.preview')} · <span className="font-normal text-slate-500">{t('editor.previewHint')}</span>
          </h3>
          <div className="flex flex-col gap-2 rounded-lg bg-slate-950 p-4">
            <p className="text-lg font-semibold text-white">{title[language] || t('noTitle')}</p>
            <RichTextPreview merchant={merchant} html={previewed} />
          </div>
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
        <Button type="submit" disabled={save.isPending} data-testid="content-save">
          {save.isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
