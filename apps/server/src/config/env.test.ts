import { describe, expect, it } from 'vitest';
import { EnvironmentError, parseEnvironment } from './env.js';

describe('parseEnvironment', () => {
  it('applies the documented defaults', () => {
    const environment = parseEnvironment({});
    expect(environment.PORT).toBe(8080);
    expect(environment.HOST).toBe('127.0.0.1');
    expect(environment.DATA_DIR).toBe('./data');
    expect(environment.DATABASE_URL).toBeUndefined();
    expect(environment.REDIS_URL).toBeUndefined();
    expect(environment.HOUSE_VENDOR_PORT).toBe(8081);
    expect(environment.TRUSTED_PROXIES).toEqual([]);
  });

  it('names every field that fails validation', () => {
    let thrown: unknown;
    try {
      parseEnvironment({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUSTED_PROXIES: '10.0.0.1,not an ip' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvironmentError);
    const message = (thrown as EnvironmentError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('TRUSTED_PROXIES');
  });

  it('parses lists and switches', () => {
    const environment = parseEnvironment({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8', SEED_DEMO: 'false' });
    expect(environment.TRUSTED_PROXIES).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(environment.SEED_DEMO).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseEnvironment({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('takes a read replica and a direct session URL beside DATABASE_URL, each a postgres URL, and neither without it', () => {
    const primary = 'postgres://app@pgbouncer:6432/croupier';
    const environment = parseEnvironment({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URL: 'postgres://reader@replica:5432/croupier',
      DATABASE_SESSION_URL: 'postgresql://app@primary:5432/croupier',
      DATABASE_REPLICA_POOL_SIZE: '4',
    });
    expect(environment).toMatchObject({
      DATABASE_REPLICA_URL: 'postgres://reader@replica:5432/croupier',
      DATABASE_REPLICA_POOL_SIZE: 4,
      DATABASE_SESSION_URL: 'postgresql://app@primary:5432/croupier',
      DATABASE_SESSION_POOL_SIZE: 10,
    });
    expect(parseEnvironment({ DATABASE_URL: primary, DATABASE_REPLICA_URL: '' }).DATABASE_REPLICA_URL).toBeUndefined();
    expect(() => parseEnvironment({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://replica' })).toThrow(
      /DATABASE_REPLICA_URL: expected a postgres/,
    );
    expect(() => parseEnvironment({ DATABASE_REPLICA_URL: 'postgres://replica/croupier' })).toThrow(
      /DATABASE_REPLICA_URL: only meaningful with DATABASE_URL/,
    );
    expect(() => parseEnvironment({ DATABASE_SESSION_URL: 'postgres://primary/croupier' })).toThrow(
      /DATABASE_SESSION_URL: only meaningful with DATABASE_URL/,
    );
  });

  it('reads TWO_FACTOR_KEY as 32 bytes of hex or base64 and refuses anything else at boot', () => {
    const hex = 'ab'.repeat(32);
    expect(parseEnvironment({ TWO_FACTOR_KEY: hex }).TWO_FACTOR_KEY).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(parseEnvironment({ TWO_FACTOR_KEY: base64 }).TWO_FACTOR_KEY).toEqual(Buffer.alloc(32, 7));
    expect(parseEnvironment({ TWO_FACTOR_KEY: '' }).TWO_FACTOR_KEY).toBeUndefined();
    for (const malformed of ['ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'not a key']) {
      expect(() => parseEnvironment({ TWO_FACTOR_KEY: malformed })).toThrow(/TWO_FACTOR_KEY: expected 32 bytes/);
    }
  });
});
