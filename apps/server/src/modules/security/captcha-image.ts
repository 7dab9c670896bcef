import { crc32, deflateSync } from 'node:zlib';

/** 5x7 bitmaps of the digits; captchas use digits only so Thai and Latin keyboards type them alike. */
const glyphs: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export type RandomInt = (maxExclusive: number) => number;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** Encodes RGB pixels (3 bytes each, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let row = 0; row < height; row += 1) {
    raw[row * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + row * width * 3, width * 3).copy(raw, row * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Draws the digits with per-glyph jitter, shear and scale, over noise lines and dots, so the answer is
 * easy for a person and costly for a naive reader.
 */
export function renderCaptcha(text: string, randomInt: RandomInt, width = 132, height = 44): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  const paint = (x: number, y: number, [red, green, blue]: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const offset = (Math.floor(y) * width + Math.floor(x)) * 3;
    pixels[offset] = red;
    pixels[offset + 1] = green;
    pixels[offset + 2] = blue;
  };
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) paint(x, y, [26, 36, 56]);
  for (let line = 0; line < 5; line += 1) {
    const y0 = randomInt(height);
    const y1 = randomInt(height);
    const colour = [60 + randomInt(80), 70 + randomInt(80), 90 + randomInt(80)] as const;
    for (let x = 0; x < width; x += 1) paint(x, y0 + ((y1 - y0) * x) / width, colour);
  }
  const cell = Math.floor((width - 12) / text.length);
  [...text].forEach((character, index) => {
    const glyph = glyphs[character];
    if (!glyph) throw new RangeError(`no glyph for ${character}`);
    const scale = 4;
    const shear = (randomInt(5) - 2) / 10;
    // Leave room for the shear so no digit is cut at the edge.
    const left = 8 + index * cell + randomInt(Math.max(1, cell - 5 * scale - 4));
    const top = 2 + randomInt(Math.max(1, height - 7 * scale - 3));
    const colour = [200 + randomInt(56), 170 + randomInt(86), 40 + randomInt(120)] as const;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale - 1; dx += 1) {
            const y = top + gy * scale + dy;
            paint(left + gx * scale + dx + shear * (y - top), y, colour);
          }
        }
      });
    });
  });
  for (let dot = 0; dot < 90; dot += 1) paint(randomInt(width), randomInt(height), [140, 150, 170]);
  return encodePng(width, height, pixels);
}
