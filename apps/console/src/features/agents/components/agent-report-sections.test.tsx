// @vitest-environment jsdom
import type { AgentContract, AgentSettlementReport, AgentTeamReport } from '@croupier/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ContractTables, OpenObligations, RevenueFigures, StatementLines, TeamFigures } from './agent-report-sections';

// uPlot measures the screen as it loads, which jsdom cannot; the chart is not what these tests read.
vi.mock('@/components/charts/time-chart', () => ({ TimeChart: () => null }));

const runId = '0190a0a0-0000-7000-8000-00000000aaaa';
const lineId = '0190a0a0-0000-7000-8000-00000000bbbb';
const obligationId = '0190a0a0-0000-7000-8000-00000000cccc';
const contractId = '0190a0a0-0000-7000-8000-00000000dddd';
const memberId = '0190a0a0-0000-7000-8000-00000000eeee';

const team: AgentTeamReport = {
  startDate: '2026-11-20',
  endDate: '2026-11-21',
  currency: 'THB',
  balance: '0.00',
  directMembers: 2,
  teamMembers: 3,
  teamAgents: 1,
  newMembers: 3,
  activeMembers: 2,
  depositors: 0,
  deposits: '0.00',
  withdrawers: 0,
  withdrawals: '0.00',
  stake: '1100.00',
  validBet: '1100.00',
  payout: '1000.00',
  profitLoss: '-100.00',
};

const settlement: AgentSettlementReport = {
  startDate: '2026-11-20',
  endDate: '2026-11-21',
  statements: [
    {
      lineId,
      runId,
      kind: 'dividend',
      product: 'all',
      currency: 'THB',
      periodType: 'daily',
      periodStart: '2026-11-20',
      receiver: 'topagent',
      issuer: null,
      depth: 0,
      reached: true,
      tier: 1,
      validBet: '1100.00',
      netLoss: '100.00',
      activeMembers: 2,
      base: '100.00',
      carryIn: '0.00',
      carryOut: '0.00',
      gross: '10.00',
      downlineGross: '50.00',
      net: '-40.00',
      contributions: [{ receiver: 'subagent', gross: '50.00' }],
      payment: { amount: '10.00', paid: '10.00', status: 'paid', attempts: 1, nextAttemptAt: null },
      adjusts: null,
    },
    {
      lineId: '0190a0a0-0000-7000-8000-00000000ffff',
      runId,
      kind: 'dividend',
      product: 'all',
      currency: 'THB',
      periodType: 'daily',
      periodStart: '2026-11-20',
      receiver: 'topagent',
      issuer: null,
      depth: 0,
      reached: true,
      tier: 1,
      validBet: '1200.00',
      netLoss: '120.00',
      activeMembers: 2,
      base: '120.00',
      carryIn: '0.00',
      carryOut: '0.00',
      gross: '2.00',
      downlineGross: '0.00',
      net: '2.00',
      contributions: [],
      payment: null,
      adjusts: '2026-11-19',
    },
  ],
  obligations: [
    {
      id: obligationId,
      merchantCode: 'demo',
      runId,
      kind: 'dividend',
      periodStart: '2026-11-20',
      payer: 'topagent',
      payee: 'subagent',
      currency: 'THB',
      amount: '50.00',
      paid: '10.00',
      outstanding: '40.00',
      status: 'owed',
      attempts: 1,
      nextAttemptAt: '2026-11-21T17:10:00.000Z',
      createdAt: '2026-11-21T17:00:00.000Z',
    },
  ],
};

const contract = (overrides: Partial<AgentContract>): AgentContract => ({
  id: contractId,
  kind: 'dividend',
  product: 'all',
  status: 'A',
  issuerUsername: null,
  receiverId: memberId,
  receiverUsername: 'topagent',
  current: null,
  pending: null,
  endsAt: null,
  createdAt: '2026-11-19T00:00:00.000Z',
  updatedAt: '2026-11-19T00:00:00.000Z',
  ...overrides,
});

function renderIn(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe("an agent's report sections in the console", () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the team figures with the currency and thousands separated', () => {
    renderIn(<TeamFigures team={team} />);
    const figures = screen.getByTestId('agent-team-figures');
    expect(within(figures).getByText('Team members').nextSibling?.textContent).toBe('3');
    expect(within(figures).getByText('1,100.00 THB')).toBeTruthy();
    expect(within(figures).getByText('-100.00 THB')).toBeTruthy();
    expect(within(figures).getByText('2 direct · 1 agents')).toBeTruthy();
  });

  it('lists the days with income and the totals of the range', () => {
    renderIn(
      <RevenueFigures
        revenue={{
          startDate: '2026-11-20',
          endDate: '2026-11-22',
          days: [{ day: '2026-11-21', salary: '0.00', dividend: '1234.50', total: '1234.50' }],
          totals: { salary: '0.00', dividend: '1234.50', total: '1234.50' },
        }}
        currency="THB"
      />,
    );
    const table = screen.getByTestId('agent-revenue');
    expect(within(table).getByText('2026/11/21')).toBeTruthy();
    expect(within(table).getAllByText('1,234.50')).toHaveLength(4);
    expect(within(table).getByText('Total (THB)')).toBeTruthy();
  });

  it("shows a statement line's window, each child's share and its pay, and links the run by its window", () => {
    renderIn(<StatementLines statements={settlement.statements} canOpenRuns />);
    const [line, adjustment] = screen.getAllByTestId('agent-statement-line');
    if (!line || !adjustment) throw new Error('two lines expected');
    expect(within(adjustment).getByTestId('agent-statement-adjusts').textContent).toBe(
      'Adjusts 2026/11/19 (late facts)',
    );
    expect(within(adjustment).getByText('Nothing due')).toBeTruthy();
    expect(within(line).getByRole('link', { name: '2026/11/20' }).getAttribute('href')).toBe(
      `/agent-settlement/runs/${runId}`,
    );
    expect(within(line).getByText('contract from the platform')).toBeTruthy();
    expect(within(line).getByText('subagent: 50.00')).toBeTruthy();
    expect(within(line).getByText('-40.00 THB')).toBeTruthy();
    expect(within(line).getByText('Paid')).toBeTruthy();
    expect(within(line).getByText('Tier 1')).toBeTruthy();
  });

  it('names who owes whom, never an id', () => {
    renderIn(
      <>
        <OpenObligations obligations={settlement.obligations} username="TopAgent" timeZone="Asia/Bangkok" />
        <StatementLines statements={settlement.statements} canOpenRuns={false} />
        <ContractTables
          contracts={{
            received: [contract({})],
            issued: [contract({ issuerUsername: 'topagent', receiverUsername: 'subagent', status: 'P' })],
            offersLimit: null,
            offersUsed: 1,
          }}
          timeZone="Asia/Bangkok"
        />
      </>,
    );
    const obligations = screen.getByTestId('agent-obligations');
    expect(within(obligations).getByText('Owes subagent')).toBeTruthy();
    expect(within(obligations).getByText('40.00 THB')).toBeTruthy();
    expect(within(obligations).getByText('2026/11/22 00:10')).toBeTruthy();
    const given = screen.getByTestId('agent-contracts-given');
    expect(within(given).getByText('subagent')).toBeTruthy();
    expect(within(given).getByText('Offered')).toBeTruthy();
    expect(within(screen.getByTestId('agent-contracts-held')).getByText('Platform')).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const id of [runId, lineId, obligationId, contractId, memberId]) expect(text).not.toContain(id);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('is written in Thai when the console is', async () => {
    await i18n.changeLanguage('th');
    renderIn(<OpenObligations obligations={settlement.obligations} username="topagent" timeZone="Asia/Bangkok" />);
    expect(screen.getByText('ค้างจ่าย subagent')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
