import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** The image's size in CSS pixels; the PNG is drawn at twice that for sharp glyphs on dense screens. */
export const captchaImageSize = { width: 150, height: 50 } as const;

/**
 * svg-captcha draws a given text as glyph outlines (no font needed to read it) with a little skew and two noise
 * lines; its typings only name the generator of random texts, and the answer must come from crypto randomness.
 */
const drawText = svgCaptcha as unknown as (text: string, options: Parameters<typeof svgCaptcha.create>[0]) => string;

/**
 * A PNG of the answer's digits: dark grey glyphs on white, large and little distorted, so a person reads it at the
 * first try (the accessible alternative is the proof-of-work check, see decision 0017).
 */
export function renderCaptcha(answer: string): Buffer {
  const svg = drawText(answer, { ...captchaImageSize, fontSize: 56, noise: 2, color: false });
  return new Resvg(svg, { fitTo: { mode: 'width', value: captchaImageSize.width * 2 }, background: '#ffffff' })
    .render()
    .asPng();
}
