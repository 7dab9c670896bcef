import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { agentCentreIcons } from './agent-centre-pages';
import { CentreMenu } from './centre-menu';
import { memberCenterIcons } from './member-center-pages';

beforeEach(async () => {
  await i18n.loadNamespaces(['agent', 'member']);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the centres’ one menu', () => {
  it('lists the agent centre’s pages as links of /agentHome, the current one marked, no badge slots', () => {
    renderWithProviders(
      <CentreMenu
        namespace="agent"
        route="/agentHome"
        testIdPrefix="agent"
        sideFrom="lg"
        pages={['agentTeamOverview', 'agentRedRain']}
        current="agentRedRain"
        icons={agentCentreIcons}
      />,
    );
    const menu = screen.getByTestId('agent-menu');
    const envelope = within(menu).getByTestId('agent-menu-agentRedRain');
    expect(envelope.getAttribute('href')).toBe('/agentHome?page=agentRedRain');
    expect(envelope.getAttribute('aria-current')).toBe('page');
    expect(envelope.textContent).toBe('Red envelope');
    expect(within(menu).getByTestId('agent-menu-agentTeamOverview').getAttribute('aria-current')).toBeNull();
    expect(menu.className).toContain('lg:border');
    expect(menu.querySelector('[data-count]')).toBeNull();
  });

  it('lists the member centre’s pages as links of /member with their badge counts', () => {
    renderWithProviders(
      <CentreMenu
        namespace="member"
        route="/member"
        testIdPrefix="member"
        sideFrom="xl"
        pages={['securityCenter', 'messageV2']}
        current="securityCenter"
        icons={memberCenterIcons}
        badgeOf={(page) => (page === 'messageV2' ? { slot: 'messages', count: 120 } : undefined)}
      />,
    );
    const menu = screen.getByTestId('member-menu');
    expect(within(menu).getByTestId('member-menu-messageV2').getAttribute('href')).toBe('/member?page=messageV2');
    expect(menu.className).toContain('xl:border');
    const badge = within(menu).getByTestId('member-menu-badge-messages');
    expect(badge.textContent).toContain('99+');
    expect(badge.getAttribute('data-count')).toBe('120');
  });
});
