import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.js';
import { decodeProofImage, detectImageType } from './proof-image.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]);

function reasonOf(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('UPLOAD_INVALID');
    return ((error as DomainError).value as { reason: string }).reason;
  }
  return 'accepted';
}

describe('proof images', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a...'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(png.subarray(0, 8))).toBeNull();
  });

  it('accepts base64 and data URLs whose type agrees with the bytes', () => {
    expect(decodeProofImage({ data: png.toString('base64') }, 0)).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
    });
    expect(
      decodeProofImage({ data: `data:image/jpg;base64,${jpeg.toString('base64')}`, fileName: 'a.JPG' }, 0),
    ).toMatchObject({
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
  });

  it('refuses names, data URL types and bytes that disagree', () => {
    expect(reasonOf(() => decodeProofImage({ data: jpeg.toString('base64'), fileName: 'proof.png' }, 1))).toBe('NAME');
    expect(reasonOf(() => decodeProofImage({ data: png.toString('base64'), fileName: 'proof' }, 1))).toBe('NAME');
    expect(reasonOf(() => decodeProofImage({ data: `data:image/gif;base64,${png.toString('base64')}` }, 1))).toBe(
      'TYPE',
    );
    expect(
      reasonOf(() => decodeProofImage({ data: Buffer.from('<svg/>').toString('base64'), fileName: 'x.png' }, 1)),
    ).toBe('TYPE');
  });
});
