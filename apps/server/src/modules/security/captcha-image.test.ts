import { randomInt } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderCaptcha } from './captcha-image.js';

describe('renderCaptcha', () => {
  it('produces a valid PNG of the requested size', () => {
    const png = renderCaptcha('4821', (max) => randomInt(max));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(132);
    expect(png.readUInt32BE(20)).toBe(44);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((132 * 3 + 1) * 44);
  });

  it('draws different images for different answers', () => {
    const fixed = () => 0;
    expect(renderCaptcha('1111', fixed).equals(renderCaptcha('7777', fixed))).toBe(false);
  });
});
