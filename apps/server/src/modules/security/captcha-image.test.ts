import { describe, expect, it } from 'vitest';
import { captchaImageSize, renderCaptcha } from './captcha-image.js';

describe('renderCaptcha', () => {
  it('draws a PNG at twice the image size', () => {
    const png = renderCaptcha('4821');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(captchaImageSize.width * 2);
    expect(png.readUInt32BE(20)).toBe(captchaImageSize.height * 2);
  });

  it('draws different images for different answers', () => {
    expect(renderCaptcha('1111').equals(renderCaptcha('7777'))).toBe(false);
  });
});
