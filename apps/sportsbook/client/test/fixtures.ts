import type { EventView, SessionAnswer } from '../../src/api/player-api.js';

export const sessionFixture: SessionAnswer = {
  playerName: 'demo',
  currency: 'THB',
  balance: '100000',
  language: 'en',
  timeZone: 'Asia/Bangkok',
  oddsFormat: 'decimal',
  stakePresets: ['5000', '10000', '50000', '100000'],
  minimumStake: '1000',
  sport: 'football',
};

export const footballEventFixture: EventView = {
  eventId: 'ev-1',
  sport: 'football',
  competitionId: 'c-1',
  competitionName: 'Premier Division',
  home: 'Red Lions',
  away: 'Blue Harbour',
  startTime: '2026-11-27T12:00:00.000Z',
  live: true,
  matchStatus: '2H',
  clockSeconds: 3900,
  score: { home: 1, away: 0 },
  parlayable: true,
  moreMarkets: 12,
  markets: [
    {
      key: 'ft_ah_rest|hcp=-0.5|score=1:0',
      type: 'ft_ah_rest',
      specifiers: 'hcp=-0.5|score=1:0',
      lineLabel: '0.5',
      status: 1,
      oddsVersion: 4,
      isMainLine: true,
      outcomes: [
        { id: 'home', label: 'outcomes.home', oddsMilli: 1950, active: true },
        { id: 'away', label: 'outcomes.away', oddsMilli: 1900, active: true },
      ],
    },
    {
      key: 'ft_ou|total=2.5',
      type: 'ft_ou',
      specifiers: 'total=2.5',
      lineLabel: '2.5',
      status: -1,
      oddsVersion: 2,
      isMainLine: true,
      outcomes: [
        { id: 'over', label: 'outcomes.over', oddsMilli: 2100, active: true },
        { id: 'under', label: 'outcomes.under', oddsMilli: 1750, active: true },
      ],
    },
    {
      key: 'ft_1x2',
      type: 'ft_1x2',
      specifiers: '',
      lineLabel: '',
      status: 1,
      oddsVersion: 3,
      isMainLine: true,
      outcomes: [
        { id: '1', label: 'outcomes.1', oddsMilli: 1500, active: true },
        { id: 'X', label: 'outcomes.X', oddsMilli: 3800, active: true },
        { id: '2', label: 'outcomes.2', oddsMilli: 6500, active: true },
      ],
    },
  ],
};
