import type { WhitelabelNode } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { agentCentrePageOf, agentCentrePages, visibleAgentCentrePages } from './agent-centre-pages';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

describe('the agent menu and the brand switches (reference §1.1)', () => {
  it('shows every page to a brand that never configured the agent modules', () => {
    expect(visibleAgentCentrePages([node('AGENTPOLICY3', true)])).toEqual([...agentCentrePages]);
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
