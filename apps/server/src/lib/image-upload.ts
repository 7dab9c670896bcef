import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from './domain-error.js';

/** Spec §5: png or jpg only, 5 MB at most each. */
export const maxImageBytes = 5 * 1024 * 1024;

const dataUrlPattern = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/;

/**
 * Decodes an uploaded image and checks what it really is from its first bytes (a renamed file is refused),
 * answering UPLOAD_INVALID for anything but a png or jpg of at most 5 MB.
 */
export function decodeImage(dataUrl: string): { bytes: Buffer; extension: 'png' | 'jpg' } {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match?.[2]) throw new DomainError('UPLOAD_INVALID');
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0 || bytes.length > maxImageBytes)
    throw new DomainError('UPLOAD_INVALID', { maxBytes: maxImageBytes });
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (isPng) return { bytes, extension: 'png' };
  if (isJpeg) return { bytes, extension: 'jpg' };
  throw new DomainError('UPLOAD_INVALID');
}

/** Writes the image under `directory/folder` with a random name and answers its path relative to `directory`. */
export async function storeImage(directory: string, folder: string, image: { bytes: Buffer; extension: string }) {
  const relative = path.join(folder, `${randomUUID()}.${image.extension}`);
  await mkdir(path.join(directory, folder), { recursive: true });
  await writeFile(path.join(directory, relative), image.bytes, { flag: 'wx' });
  return relative;
}
