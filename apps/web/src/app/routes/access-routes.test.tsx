import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppStoreProvider } from '@/lib/app-store';
import '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { RequireAgent, RequireToken } from './access-routes';

function renderAt(path: string) {
  return render(
    <AppStoreProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/sealottery"
            element={
              <RequireToken>
                <p>lottery</p>
              </RequireToken>
            }
          />
          <Route
            path="/agentHome"
            element={
              <RequireAgent>
                <p>agent centre</p>
              </RequireAgent>
            }
          />
          <Route path="/login" element={<p>login popup</p>} />
          <Route path="/agent" element={<p>agent login</p>} />
        </Routes>
      </MemoryRouter>
    </AppStoreProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
});

afterEach(cleanup);

describe('access routes', () => {
  it('sends a visitor without a token from a lottery page to /login', () => {
    renderAt('/sealottery');
    expect(screen.getByText('login popup')).toBeTruthy();
  });

  it('lets a player with a token into a lottery page', () => {
    startMemberSession({ token: 't' });
    renderAt('/sealottery');
    expect(screen.getByText('lottery')).toBeTruthy();
  });

  it('sends anyone but an agent from the agent centre to the agent login', () => {
    renderAt('/agentHome');
    expect(screen.getByText('agent login')).toBeTruthy();
    cleanup();
    startMemberSession({ token: 'member', type: 0, isAgent: false });
    renderAt('/agentHome');
    expect(screen.getByText('agent login')).toBeTruthy();
    cleanup();
    startMemberSession({ token: 'agent', type: 1, isAgent: true });
    renderAt('/agentHome');
    expect(screen.getByText('agent centre')).toBeTruthy();
  });
});
