import { contentImageSchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('file not read as a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('file not read'));
    reader.readAsDataURL(file);
  });
}

/** Uploads a content image (banner, game icon); the server proves, re-encodes and stores it and answers its public URL. */
export async function uploadImage(input: { merchant: string; file: File }) {
  return apiRequest('/bo/content/images', contentImageSchema, {
    method: 'POST',
    body: { merchant: input.merchant, data: await readAsDataUrl(input.file) },
  });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
