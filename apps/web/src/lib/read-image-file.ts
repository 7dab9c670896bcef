import { proofImageRules } from '@croupier/contracts';

export type ImageFileProblem = 'UPLOAD_TYPE' | 'UPLOAD_SIZE' | 'UPLOAD_READ';

/** A picked image, ready to send: its name and its content as a data URL. */
export type PickedImage = { fileName: string; dataUrl: string; sizeBytes: number };

/**
 * Spec §5 uploads: png or jpg, 5 MB at most. Checked here for a quick answer before a large upload; the server checks
 * again from the bytes themselves.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size' | 'name'>): ImageFileProblem | null {
  const type = file.type || (/\.png$/i.test(file.name) ? 'image/png' : /\.jpe?g$/i.test(file.name) ? 'image/jpeg' : '');
  if (!(proofImageRules.contentTypes as readonly string[]).includes(type)) return 'UPLOAD_TYPE';
  if (file.size > proofImageRules.maxBytes) return 'UPLOAD_SIZE';
  return null;
}

/** Reads an image the player picked as a data URL, or names why it cannot be sent. */
export function readImageFile(file: File): Promise<PickedImage | { problem: ImageFileProblem }> {
  const problem = checkImageFile(file);
  if (problem) return Promise.resolve({ problem });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        typeof reader.result === 'string'
          ? { fileName: file.name, dataUrl: reader.result, sizeBytes: file.size }
          : { problem: 'UPLOAD_READ' },
      );
    reader.onerror = () => resolve({ problem: 'UPLOAD_READ' });
    reader.readAsDataURL(file);
  });
}
