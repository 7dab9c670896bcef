import type { WhitelabelNode } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { agentCentrePageOf, agentCentrePages, contractPages, visibleAgentCentrePages } from './agent-centre-pages';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

describe('the agent menu and the brand switches (reference §1.1)', () => {
  it('shows every page but the contract ones to a brand that never configured the agent modules', () => {
    expect(visibleAgentCentrePages([node('AGENTPOLICY3', true)])).toEqual(
      agentCentrePages.filter((page) => !(page in contractPages)),
    );
  });

  it('shows a contract page only to a holder of that kind, and not where its module is off', () => {
    const pages = visibleAgentCentrePages([node('AGENTPOLICY3', true)], new Set(['daily_salary', 'dividend'] as const));
    expect(pages).toContain('agentDailyWages2');
    expect(pages).toContain('agentDividendRecordCopy2');
    expect(pages).not.toContain('agentHourSalary');
    expect(pages).not.toContain('agentRealtimeSalary');
    expect(visibleAgentCentrePages([node('DIVIDEND', false)], new Set(['dividend'] as const))).not.toContain(
      'agentDividendRecordCopy2',
    );
  });

  it('hides a page whose module is off, and keeps the always-shown ones', () => {
    const pages = visibleAgentCentrePages([
      node('AGENT3', true, [node('DOWNMAN', false), node('AGEREV3', false), node('AGEINFO3', false)]),
    ]);
    expect(pages).not.toContain('downlineManagmentView');
    expect(pages).not.toContain('agentRevenueReport');
    expect(pages).toContain('agentTeamOverview');
    expect(pages).toContain('agentDownlineTransactionDetailsCopy');
  });

  it('shows the red envelope page unless its module AGENTRANSMULTDOWN3 is off', () => {
    expect(visibleAgentCentrePages([node('AGENTPOLICY3', true)])).toContain('agentRedRain');
    expect(visibleAgentCentrePages([node('AGENTRANSMULTDOWN3', true)])).toContain('agentRedRain');
    expect(visibleAgentCentrePages([node('AGENT3', true, [node('AGENTRANSMULTDOWN3', false)])])).not.toContain(
      'agentRedRain',
    );
  });

  it('shows the registration centre when any of its three modules is on', () => {
    expect(visibleAgentCentrePages([node('AGEREGDOWN3', false), node('AFFMAN3', true)])).toContain('registerCenter');
    expect(visibleAgentCentrePages([node('AGEREGDOWN3', false), node('AFFMAN3', false)])).not.toContain(
      'registerCenter',
    );
  });

  it('falls back to the overview for an unknown or hidden page', () => {
    const pages = visibleAgentCentrePages([node('AGEREV3', false)]);
    expect(agentCentrePageOf('agentRevenueReport', pages)).toBe('agentTeamOverview');
    expect(agentCentrePageOf('nonsense', pages)).toBe('agentTeamOverview');
    expect(agentCentrePageOf('registerCenter', pages)).toBe('registerCenter');
  });
});
