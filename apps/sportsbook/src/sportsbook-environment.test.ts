import { describe, expect, it } from 'vitest';
import { parseSportsbookEnvironment } from './sportsbook-environment.js';

const secret = 'x'.repeat(32);

describe('sportsbook environment', () => {
  it('runs the simulator in real time unless told otherwise', () => {
    expect(parseSportsbookEnvironment({ SPORTSBOOK_VENDOR_SECRET: secret }).SPORTSBOOK_SIMULATOR_SPEED).toBe(1);
    expect(
      parseSportsbookEnvironment({ SPORTSBOOK_VENDOR_SECRET: secret, SPORTSBOOK_SIMULATOR_SPEED: '' })
        .SPORTSBOOK_SIMULATOR_SPEED,
    ).toBe(1);
    expect(
      parseSportsbookEnvironment({ SPORTSBOOK_VENDOR_SECRET: secret, SPORTSBOOK_SIMULATOR_SPEED: '20' })
        .SPORTSBOOK_SIMULATOR_SPEED,
    ).toBe(20);
  });

  it('refuses a speed that would stop or reverse the simulated clock, or outrun the feed', () => {
    for (const speed of ['0', '-5', '0.5', '121', 'fast']) {
      expect(() =>
        parseSportsbookEnvironment({ SPORTSBOOK_VENDOR_SECRET: secret, SPORTSBOOK_SIMULATOR_SPEED: speed }),
      ).toThrow(/SPORTSBOOK_SIMULATOR_SPEED/);
    }
  });

  it('has the end-to-end test controls off unless asked, and never in production', () => {
    expect(parseSportsbookEnvironment({ SPORTSBOOK_VENDOR_SECRET: secret }).TEST_CONTROLS).toBe(false);
    expect(parseSportsbookEnvironment({ SPORTSBOOK_VENDOR_SECRET: secret, TEST_CONTROLS: 'true' }).TEST_CONTROLS).toBe(
      true,
    );
    expect(() =>
      parseSportsbookEnvironment({ SPORTSBOOK_VENDOR_SECRET: secret, TEST_CONTROLS: 'true', NODE_ENV: 'production' }),
    ).toThrow(/TEST_CONTROLS/);
  });
});
