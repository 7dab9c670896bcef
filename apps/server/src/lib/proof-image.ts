import type { ProofImage } from '@croupier/contracts';
import { proofImageRules } from '@croupier/contracts';
import { DomainError } from './domain-error.js';

export type ProofContentType = (typeof proofImageRules.contentTypes)[number];

export type DecodedProofImage = { bytes: Buffer; contentType: ProofContentType; extension: 'png' | 'jpg' };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

const typeOfExtension: Record<string, ProofContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The image type its first bytes prove, whatever the file is called. */
export function detectImageType(bytes: Buffer): ProofContentType | null {
  if (bytes.length > pngSignature.length && bytes.subarray(0, pngSignature.length).equals(pngSignature)) {
    return 'image/png';
  }
  if (bytes.length > jpegSignature.length && bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) {
    return 'image/jpeg';
  }
  return null;
}

function refuse(index: number, reason: 'TYPE' | 'SIZE' | 'NAME'): never {
  throw new DomainError('UPLOAD_INVALID', { index, reason, maxBytes: proofImageRules.maxBytes });
}

/**
 * Decodes one uploaded image and proves it is a PNG or JPEG of at most 5 MB by its bytes. A name or data
 * URL type, when given, must agree with the bytes: a `.png` holding anything else is refused.
 */
export function decodeProofImage(image: ProofImage, index: number): DecodedProofImage {
  const dataUrl = /^data:([\w/+.-]+);base64,/.exec(image.data);
  const bytes = Buffer.from(image.data.slice(dataUrl?.[0].length ?? 0).replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0 || bytes.length > proofImageRules.maxBytes) refuse(index, 'SIZE');
  const contentType = detectImageType(bytes);
  if (!contentType) refuse(index, 'TYPE');
  const declaredType = dataUrl?.[1]?.toLowerCase().replace('image/jpg', 'image/jpeg');
  if (declaredType !== undefined && declaredType !== contentType) refuse(index, 'TYPE');
  if (image.fileName) {
    const extension = /\.([A-Za-z0-9]+)$/.exec(image.fileName)?.[1]?.toLowerCase() ?? '';
    if (typeOfExtension[extension] !== contentType) refuse(index, 'NAME');
  }
  return { bytes, contentType, extension: contentType === 'image/png' ? 'png' : 'jpg' };
}
