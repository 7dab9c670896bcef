import { describe, expect, it } from 'vitest';
import { checkImageFile, readImageFile } from './read-image-file';

describe('checkImageFile', () => {
  it('takes png and jpg up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1024, name: 'slip.png' })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * 1024 * 1024, name: 'slip.jpg' })).toBeNull();
    expect(checkImageFile({ type: '', size: 10, name: 'SLIP.JPEG' })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10, name: 'a.gif' })).toBe('UPLOAD_TYPE');
    expect(checkImageFile({ type: 'application/pdf', size: 10, name: 'slip.pdf' })).toBe('UPLOAD_TYPE');
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1, name: 'big.png' })).toBe('UPLOAD_SIZE');
  });
});

describe('readImageFile', () => {
  it('reads a picked image as a data URL', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
    const picked = await readImageFile(file);
    expect(picked).toEqual({ fileName: 'slip.png', dataUrl: 'data:image/png;base64,iVBORw==', sizeBytes: 4 });
  });
});
