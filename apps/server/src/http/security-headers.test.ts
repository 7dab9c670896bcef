import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.js';

describe('the player site content security policy', () => {
  it("shows images from the game vendors it is told of (their games' icons), and from nowhere else", () => {
    const policy = contentSecurityPolicy({ imageSources: ['http://127.0.0.1:8081'] });
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:8081;");
    expect(contentSecurityPolicy({})).toContain("img-src 'self' data: blob:;");
  });
});
