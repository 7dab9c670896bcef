import { feedbackCategories, feedbackImageRules, feedbackTextLimit } from '@croupier/contracts';
import type { FeedbackCategory } from '@croupier/contracts';
import { CircleCheck, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { readImageFile } from '@/lib/read-image-file';
import type { PickedImage } from '@/lib/read-image-file';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLanguage } from '@/lib/use-language';
import { sendFeedback } from '../api/send-feedback';

const fieldClass =
  'w-full rounded-control border border-border bg-bg/60 px-3 py-2.5 text-sm outline-none focus:border-accent';

/**
 * The feedback form (spec §5): at most 140 characters with a counter, up to three png or jpg images of 5 MB with
 * previews (checked here before the upload, and again by the server from the bytes), an optional topic and contact.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const fileInputId = useId();
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const max = feedbackImageRules.maxCount;
  const length = content.trim().length;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    setProblem(null);
    const room = max - images.length;
    if (files.length > room) setProblem(t('problems.tooManyImages', { max }));
    const read = await Promise.all(files.slice(0, Math.max(room, 0)).map((file) => readImageFile(file)));
    const accepted: PickedImage[] = [];
    for (const result of read) {
      if ('problem' in result) {
        setProblem(t(result.problem === 'UPLOAD_SIZE' ? 'problems.imageSize' : 'problems.imageType'));
      } else accepted.push(result);
    }
    if (accepted.length > 0) setImages((shown) => [...shown, ...accepted].slice(0, max));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length === 0) {
      setProblem(t('problems.empty'));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await sendFeedback(language, {
        content,
        category: category === '' ? null : category,
        contact: contact.trim() === '' ? null : contact,
        images: images.map((image) => image.dataUrl),
      });
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('title')} size="sm" testId="feedback-dialog">
      {sent ? (
        <div role="status" data-testid="feedback-sent" className="space-y-4 py-4 text-center">
          <CircleCheck className="mx-auto size-12 text-win" aria-hidden="true" />
          <p className="text-base font-semibold">{t('sent.title')}</p>
          <p className="text-sm text-text-2">{t('sent.description')}</p>
          <Button onClick={onClose} className="w-full">
            {t('sent.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="feedback-form">
          <p className="text-sm text-text-2">{t('description')}</p>
          <label className="block space-y-1.5">
            <span className="text-sm font-medium">{t('category.label')}</span>
            <select
              value={category}
              onChange={(event) => setCategory(event.target.value as FeedbackCategory | '')}
              data-testid="feedback-category"
              className={fieldClass}
            >
              <option value="">{t('category.none')}</option>
              {feedbackCategories.map((name) => (
                <option key={name} value={name}>
                  {t(`category.options.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block space-y-1.5">
            <span className="text-sm font-medium">{t('content.label')}</span>
            <textarea
              value={content}
              onChange={(event) => setContent(event.target.value)}
              maxLength={feedbackTextLimit}
              rows={4}
              placeholder={t('content.placeholder')}
              data-testid="feedback-content"
              className={`${fieldClass} resize-none`}
            />
            <span
              className={`block text-end text-xs tabular-nums ${length >= feedbackTextLimit ? 'text-accent' : 'text-text-2'}`}
              data-testid="feedback-counter"
              aria-live="polite"
            >
              {t('content.counter', { count: content.length, max: feedbackTextLimit })}
            </span>
          </label>
          <div className="space-y-1.5">
            <span className="text-sm font-medium">{t('images.label', { max })}</span>
            <div className="flex flex-wrap gap-2">
              {images.map((image, index) => (
                <figure
                  key={`${image.fileName}-${index}`}
                  className="relative size-20 overflow-hidden rounded-control border border-border"
                  data-testid="feedback-preview"
                >
                  <img
                    src={image.dataUrl}
                    alt={t('images.preview', { number: index + 1 })}
                    className="size-full object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => setImages((shown) => shown.filter((_, other) => other !== index))}
                    aria-label={t('images.remove', { number: index + 1 })}
                    className="absolute end-1 top-1 grid size-7 place-items-center rounded-full bg-black/70 text-white"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </figure>
              ))}
              {images.length < max ? (
                <label
                  htmlFor={fileInputId}
                  className="grid size-20 cursor-pointer place-items-center rounded-control border border-dashed border-border text-text-2 transition-colors duration-150 focus-within:outline-2 focus-within:outline-accent hover:border-accent/60 hover:text-accent"
                >
                  <ImagePlus className="size-6" aria-hidden="true" />
                  <span className="sr-only">{t('images.add')}</span>
                  <input
                    id={fileInputId}
                    type="file"
                    accept="image/png,image/jpeg"
                    multiple
                    data-testid="feedback-attach"
                    onChange={(event) => void pick(event)}
                    className="sr-only"
                  />
                </label>
              ) : null}
            </div>
            <p className="text-xs text-text-2">{t('images.rules', { max })}</p>
          </div>
          <label className="block space-y-1.5">
            <span className="text-sm font-medium">{t('contact.label')}</span>
            <input
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              maxLength={120}
              placeholder={t('contact.placeholder')}
              data-testid="feedback-contact"
              className={fieldClass}
            />
          </label>
          {problem ? (
            <p role="alert" className="text-[13px] text-danger" data-testid="feedback-problem">
              {problem}
            </p>
          ) : null}
          <Button type="submit" disabled={sending || length === 0} className="w-full" data-testid="feedback-submit">
            {sending ? t('sending') : t('submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
