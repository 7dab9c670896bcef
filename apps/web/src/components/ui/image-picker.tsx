import { proofImageRules } from '@croupier/contracts';
import { CircleAlert, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readImageFile } from '@/lib/read-image-file';
import type { ImageFileProblem, PickedImage } from '@/lib/read-image-file';

type ImagePickerProps = {
  label: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** Spec §5: at most 3 images; a slip is one. */
  max?: number;
  inputTestId?: string;
  /** A problem the form found, e.g. "at least one image is required". */
  error?: string;
};

const problemKeys = {
  UPLOAD_TYPE: 'upload.problems.type',
  UPLOAD_SIZE: 'upload.problems.size',
  UPLOAD_READ: 'upload.problems.read',
} as const satisfies Record<ImageFileProblem, string>;

/**
 * Picks png or jpg images (spec §5: 5 MB each, 3 at most), checked and read in the browser, with thumbnails to check
 * and remove before anything is sent.
 */
export function ImagePicker({
  label,
  images,
  onChange,
  max = proofImageRules.maxImages,
  inputTestId,
  error,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const full = images.length >= max;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    setProblem(null);
    const room = max - images.length;
    if (files.length > room) setProblem(t('upload.problems.tooMany', { max }));
    const read = await Promise.all(files.slice(0, Math.max(room, 0)).map((file) => readImageFile(file)));
    const accepted: PickedImage[] = [];
    for (const result of read) {
      if ('problem' in result) setProblem(t(problemKeys[result.problem]));
      else accepted.push(result);
    }
    if (accepted.length > 0) onChange([...images, ...accepted]);
  }

  const shownProblem = problem ?? error;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-[13.5px] font-medium text-text-2">
          {label}
        </span>
        <span className="text-xs text-text-3 tabular-nums">
          {images.length}/{max}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {images.map((image, index) => (
          <figure
            key={`${image.fileName}-${index}`}
            className="relative size-20 overflow-hidden rounded-control border border-border bg-bg/60"
          >
            <img src={image.dataUrl} alt={image.fileName} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(images.filter((_, other) => other !== index))}
              aria-label={t('upload.remove', { name: image.fileName })}
              className="absolute end-1 top-1 grid size-7 place-items-center rounded-full bg-black/70 text-white transition-colors duration-150 hover:bg-danger"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </figure>
        ))}
        <label
          htmlFor={id}
          aria-disabled={full || undefined}
          className={`flex size-20 flex-col items-center justify-center gap-1 rounded-control border border-dashed text-[11px] font-medium transition-colors duration-150 focus-within:outline-2 focus-within:outline-accent ${full ? 'pointer-events-none border-border text-text-3 opacity-50' : 'cursor-pointer border-text-3 text-text-2 hover:border-accent hover:text-accent'}`}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
          {t('upload.add')}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            multiple={max > 1}
            disabled={full}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            data-testid={inputTestId}
            onChange={(event) => void pick(event)}
            className="sr-only"
          />
        </label>
      </div>
      {shownProblem ? (
        <p role="alert" className="flex items-start gap-1.5 text-[13px] text-danger">
          <CircleAlert className="mt-[3px] size-3.5 shrink-0" aria-hidden="true" />
          <span>{shownProblem}</span>
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-text-3">
        {t('upload.hint', { max })}
      </p>
    </div>
  );
}
