import { createHash } from 'node:crypto';
import { contentImageRules } from '@croupier/contracts';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { DomainError } from '../../lib/domain-error.js';

export type ContentImageType = (typeof contentImageRules.contentTypes)[number];

/** What an upload becomes: the re-encoded bytes, their type, size in pixels and the hash that names them. */
export type PreparedImage = {
  bytes: Buffer;
  contentType: ContentImageType;
  width: number;
  height: number;
  sha256: string;
};

export const imageExtensions: Record<ContentImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The image type the first bytes prove (png, jpg, webp), whatever the file or the data URL claims. */
export function detectContentImageType(bytes: Buffer): ContentImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** What an upload may be: its types, bytes and sides. Content images by default; chat attachments pass their own. */
export type ImageRules = {
  maxBytes: number;
  minSide: number;
  maxSide: number;
  contentTypes: readonly ContentImageType[];
};

/**
 * Proves an uploaded image by its bytes (png, jpg or webp, at most 2 MB, 16 to 4000 pixels a side) and re-encodes it
 * in its own format with sharp: what is stored is pixels the server wrote, without the upload's metadata (camera
 * position, comments) or anything hidden after the picture, turned upright by its orientation tag.
 */
export async function prepareContentImage(
  dataUrl: string,
  rules: ImageRules = contentImageRules,
): Promise<PreparedImage> {
  function refuse(reason: 'TYPE' | 'SIZE' | 'DIMENSIONS' | 'UNREADABLE'): never {
    throw new DomainError('IMAGE_INVALID', {
      reason,
      maxBytes: rules.maxBytes,
      minSide: rules.minSide,
      maxSide: rules.maxSide,
    });
  }
  const match = /^data:([\w/+.-]*)(;[\w=-]+)*;base64,/.exec(dataUrl);
  if (!match) refuse('TYPE');
  const bytes = Buffer.from(dataUrl.slice(match[0].length).replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0 || bytes.length > rules.maxBytes) refuse('SIZE');
  const contentType = detectContentImageType(bytes);
  if (!contentType || !rules.contentTypes.includes(contentType)) refuse('TYPE');
  const side = rules;
  // The pixel limit refuses a small file that would decode into a huge picture (a decompression bomb).
  const image = sharp(bytes, { limitInputPixels: side.maxSide * side.maxSide, failOn: 'error' }).rotate();
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    refuse('UNREADABLE');
  }
  const portrait = (metadata.orientation ?? 1) >= 5;
  const width = (portrait ? metadata.height : metadata.width) ?? 0;
  const height = (portrait ? metadata.width : metadata.height) ?? 0;
  if (metadata.pages !== undefined && metadata.pages > 1) refuse('TYPE');
  if ([width, height].some((length) => length < side.minSide || length > side.maxSide)) refuse('DIMENSIONS');
  let encoded: Buffer;
  try {
    const output =
      contentType === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : contentType === 'image/jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : image.webp({ quality: 85 });
    encoded = await output.toBuffer();
  } catch {
    refuse('UNREADABLE');
  }
  if (encoded.length > rules.maxBytes) refuse('SIZE');
  return { bytes: encoded, contentType, width, height, sha256: createHash('sha256').update(encoded).digest('hex') };
}

/** The public address of a stored image: its hash and extension, so it can be cached forever. */
export function contentImageUrl(sha256: string, contentType: ContentImageType): string {
  return `/static/content-images/${sha256}.${imageExtensions[contentType]}`;
}
