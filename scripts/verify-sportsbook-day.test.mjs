import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dayRecordOf } from '../apps/sportsbook/src/simulator/day-record.ts';
import { verifyDay } from './verify-sportsbook-day.mjs';

const script = fileURLToPath(new URL('./verify-sportsbook-day.mjs', import.meta.url));
const seed = 'f3b1c0ffee5eed0123456789abcdef0123456789abcdef0123456789abcdef01';

describe('the independent sportsbook day verifier', () => {
  for (const sport of ['football', 'esports', 'cockfight']) {
    it(`recomputes every ${sport} result of a revealed day from the seed alone`, () => {
      const record = dayRecordOf(sport, '2026-11-26', seed, { revealed: true });
      const { results, problems } = verifyDay(record);
      expect(problems).toEqual([]);
      expect(results).toHaveLength(record.events.length);
      expect(results.map((entry) => entry.result)).toEqual(record.events.map((event) => event.result));
      if (sport === 'football') expect(record.events.filter((event) => event.kind === 'outright')).toHaveLength(6);
    });
  }

  it('agrees with the simulator to the bit over many days, red cards included', () => {
    let matches = 0;
    for (const day of ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']) {
      const record = dayRecordOf('football', day, `${seed}:${day}`, { revealed: true });
      expect(verifyDay(record).problems).toEqual([]);
      matches += record.events.length;
    }
    expect(matches).toBe(432 + 36);
    for (const day of ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']) {
      expect(verifyDay(dayRecordOf('esports', day, `${seed}:${day}`, { revealed: true })).problems).toEqual([]);
    }
  });

  it('names a result that does not follow from the seed, and a seed that is not the commitment', () => {
    const record = dayRecordOf('football', '2026-11-26', seed, { revealed: true });
    const changed = structuredClone(record);
    changed.events[3].result.fullTime.home += 1;
    expect(verifyDay(changed).problems).toEqual([
      expect.stringContaining(`${record.events[3].eventId}: the record says`),
    ]);
    expect(verifyDay({ ...record, seed: `${seed}0` }).problems[0]).toBe('the seed does not match the commitment');
    expect(verifyDay(dayRecordOf('football', '2026-11-26', seed, { revealed: false })).problems).toEqual([
      'the day seed is not revealed yet',
    ]);
  });

  it('prints the day from the command line', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'verify-sportsbook-'));
    try {
      const file = path.join(directory, 'day.json');
      const record = dayRecordOf('football', '2026-11-26', seed, { revealed: true });
      writeFileSync(file, JSON.stringify(record));
      const output = execFileSync(process.execPath, [script, file], { encoding: 'utf8' });
      const { fullTime, halfTime } = record.events[0].result;
      expect(output).toContain(
        `${record.events[0].eventId}  HT ${halfTime.home}-${halfTime.away}  FT ${fullTime.home}-${fullTime.away}`,
      );
      expect(output).toContain('OK: every result follows from the committed seed');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
