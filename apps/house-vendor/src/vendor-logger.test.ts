import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createVendorLogger } from './vendor-logger.js';

function capture() {
  const lines: string[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createVendorLogger('info', output), text: () => lines.join('\n') };
}

describe('house vendor logs carry no secret', () => {
  it('redacts tokens, secrets and signatures wherever they sit in a log object', () => {
    const { logger, text } = capture();
    logger.info(
      {
        launchToken: 'launch-token-f00d',
        request: { secret: 'vendor-secret-0123456789abcdef', body: { password: 'Hunter#2026' } },
        req: { headers: { authorization: 'Bearer abc.def', 'x-signature': 'signature-beef' } },
        round: { token: 'round-token-cafe' },
        amount: '10.00',
      },
      'wallet call',
    );
    const logged = text();
    for (const secret of [
      'launch-token-f00d',
      'vendor-secret-0123',
      'Hunter#2026',
      'abc.def',
      'signature-beef',
      'round-token-cafe',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('[redacted]');
    expect(logged).toContain('"amount":"10.00"');
  });

  it("drops a failed call's parameters from a logged error and its causes", () => {
    const { logger, text } = capture();
    const cause = Object.assign(new Error('insert failed\nparams: launch-token-f00d,10.00'), {
      params: ['launch-token-f00d', '10.00'],
    });
    logger.error({ err: new Error('house vendor error', { cause }) }, 'house vendor error');
    expect(text()).not.toContain('launch-token-f00d');
    expect(text()).toContain('house vendor error');
  });
});
