// @vitest-environment jsdom
import type { ConsoleMission, MissionReport } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import { instantOfLocalInput, localInputOf } from '../brand-time';
import MissionsScreen from './missions-screen';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mission: ConsoleMission = {
  id: '7b0c1a52-8f1e-4b1c-9d3e-000000000001',
  code: 'SLOT-RACE',
  title: { en: 'Slot race' },
  kind: 'event',
  metric: 'valid_bet',
  categories: ['RNG'],
  minStake: '0.00',
  startsAt: '2026-11-01T17:00:00.000Z',
  endsAt: '2026-11-08T17:00:00.000Z',
  milestones: [{ target: '1000.00', reward: '50.00' }],
  turnoverMultiplier: 1,
  claimDays: 7,
  leaderboard: true,
  prizes: [{ fromRank: 1, toRank: 1, prize: '100.00' }],
  minQualify: '10.00',
  status: 'draft',
  finalAt: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  participants: 3,
};
const report: MissionReport = {
  mission: { ...mission, status: 'published', finalAt: '2026-11-08T17:10:00.000Z' },
  participants: 3,
  milestones: [{ ordinal: 1, reached: 2, claimed: 1, paid: '50.00' }],
  claimsPaid: '50.00',
  prizesPaid: '100.00',
  leaderboard: [
    {
      rank: 1,
      account: 'player01',
      value: '5000.00',
      reachedAt: '2026-11-05T01:00:00.000Z',
      prize: '100.00',
      outcome: 'paid',
    },
  ],
  finalAt: '2026-11-08T17:10:00.000Z',
};

describe('brand-local times', () => {
  it('reads and writes a datetime-local value in the brand zone', () => {
    expect(localInputOf('2026-11-01T17:00:00.000Z', 'Asia/Bangkok')).toBe('2026-11-02T00:00');
    expect(instantOfLocalInput('2026-11-02T00:00', 'Asia/Bangkok')).toBe('2026-11-01T17:00:00.000Z');
  });
});

describe('missions screen', () => {
  it('lists missions, publishes a draft and shows the report with the final leaderboard', async () => {
    const calls = stubApi((call) => {
      if (call.path.endsWith('/report')) return report;
      if (call.method === 'POST') return { ...mission, status: 'published' };
      return { missions: [mission] };
    });
    renderInConsole(<MissionsScreen />, '/missions?brand=demo');
    expect((await screen.findByTestId('mission-status-SLOT-RACE')).textContent).toBe('Draft');
    fireEvent.click(screen.getByTestId('mission-publish-SLOT-RACE'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === `/bo/missions/demo/${mission.id}/publish`),
      ).toBe(true),
    );
    fireEvent.click(screen.getByTestId('mission-report-SLOT-RACE'));
    expect((await screen.findByTestId('mission-report-participants')).textContent).toBe('3');
    expect(screen.getByTestId('mission-report-leaderboard').textContent).toContain('player01');
    expect(screen.getByTestId('mission-report-final').textContent).not.toBe('Not taken yet');
  });
});
