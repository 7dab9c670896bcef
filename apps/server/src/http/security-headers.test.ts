import { describe, expect, it } from 'vitest';
import { consoleContentSecurityPolicyWith, contentSecurityPolicy } from './security-headers.js';

describe('the player site content security policy', () => {
  it("shows images from the game vendors it is told of (their games' icons), and from nowhere else", () => {
    const policy = contentSecurityPolicy({ imageSources: ['http://127.0.0.1:8081'] });
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:8081;");
    expect(contentSecurityPolicy({})).toContain("img-src 'self' data: blob:;");
  });
});

describe('the operator console content security policy', () => {
  it("shows the game vendors' icons in its catalogue, and no other remote image", () => {
    const policy = consoleContentSecurityPolicyWith(['http://127.0.0.1:8081']);
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:8081;");
    expect(policy).toContain("default-src 'none'");
    expect(consoleContentSecurityPolicyWith()).toContain("img-src 'self' data: blob:;");
  });
});
