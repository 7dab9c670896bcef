import type { DrawProofView } from '@croupier/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { FairnessPage } from './fairness-page';

/** A WinGo proof made by the server's own code (see verify-draw-proof.test.ts), as the proof call answers it. */
const proof: DrawProofView = {
  ...{
    gameCode: 'WINGO_1',
    numero: '202611210003',
    drawIndex: 3,
    seed: 'eb642cc1d0bc72638ee033132286ab7b5808a654ac76d28f8478f42845d91a92',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'local-stand-in:1001',
    shape: { kind: 'digits', count: 1 },
    winNumbers: '0',
  },
  specVersion: 'croupier-fairness-v1',
  chainDay: '2023-08-23',
  chainLength: 1440,
  committedAt: '2023-08-22T17:00:00.000Z',
  openAt: '2023-08-23T15:58:26.000Z',
  closeAt: '2023-08-23T15:59:26.000Z',
  drawAt: '2023-08-23T15:59:32.000Z',
  beaconSource: 'local-stand-in:1001',
  beaconKind: 'local-stand-in',
  beaconRound: 1001,
  beaconRule: {
    drandChainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    genesisSeconds: 1_692_803_367,
    periodSeconds: 3,
    closeMarginSeconds: 1,
  },
  status: 'SETTLED',
};

beforeEach(async () => {
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('lottery');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = `/fairness?gameCode=${proof.gameCode}&numero=${proof.numero}`;

describe('FairnessPage', () => {
  it('recomputes the draw in the browser and says plainly that the demo beacon is a local stand-in', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === `/lgw/draw/proof/WINGO_1/${proof.numero}` ? ok(proof) : undefined,
    );
    renderWithProviders(<FairnessPage timeZone="Asia/Bangkok" />, { route });

    await waitFor(() => expect(screen.getByTestId('fairness-chain-ok').dataset.state).toBe('ok'));
    await waitFor(() => expect(screen.getByTestId('fairness-result-ok').dataset.state).toBe('ok'));
    expect(screen.getByTestId('fairness-round-ok').dataset.state).toBe('ok');
    expect(screen.getByTestId('fairness-stand-in').textContent).toContain('not drand');
    expect(screen.getByTestId('fairness-stand-in').textContent).toContain('could have known it in advance');
    expect(screen.getByTestId('fairness-spec-version').textContent).toContain('croupier-fairness-v1');
    expect(screen.getByText('local stand-in (made by this site)')).toBeTruthy();
    expect(screen.getByTestId('fairness-how-beacon').textContent).toContain('1692803367 + 3 × (r − 1)');
    expect(screen.getByTestId('fairness-mapping-vietnam').textContent).toContain('one digit at a time');
    expect(screen.getByTestId('fairness-download-verifier').getAttribute('href')).toBe('/lgw/verifier/verify-draw.mjs');
    expect(calls.every((call) => !call.headers.has('Authorization'))).toBe(true);
  });

  it('fails a proof whose beacon round is not the one its close time picks', async () => {
    stubApi(({ url }) =>
      url.pathname.startsWith('/lgw/draw/proof/') ? ok({ ...proof, beaconSource: 'local-stand-in:1002' }) : undefined,
    );
    renderWithProviders(<FairnessPage timeZone="Asia/Bangkok" />, { route });
    await waitFor(() => expect(screen.getByTestId('fairness-round-ok').dataset.state).toBe('failed'));
    expect(screen.getByTestId('fairness-result-ok').dataset.state).toBe('ok');
  });

  it('says a drand draw’s beacon was public and unknowable in advance', async () => {
    const drandProof = {
      ...proof,
      beaconKind: 'drand' as const,
      beaconSource: `drand:${proof.beaconRule.drandChainHash}:1001`,
    };
    stubApi(({ url }) => (url.pathname.startsWith('/lgw/draw/proof/') ? ok(drandProof) : undefined));
    renderWithProviders(<FairnessPage timeZone="Asia/Bangkok" />, { route });
    expect((await screen.findByTestId('fairness-drand')).textContent).toContain('round 1001');
    expect(screen.queryByTestId('fairness-stand-in')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('fairness-round-ok').dataset.state).toBe('ok'));
  });

  it('fails a proof whose published result does not follow from its seed', async () => {
    stubApi(({ url }) =>
      url.pathname.startsWith('/lgw/draw/proof/')
        ? ok({ ...proof, winNumbers: proof.winNumbers === '1' ? '2' : '1' })
        : undefined,
    );
    renderWithProviders(<FairnessPage timeZone="Asia/Bangkok" />, { route });
    await waitFor(() => expect(screen.getByTestId('fairness-result-ok').dataset.state).toBe('failed'));
    expect(screen.getByTestId('fairness-chain-ok').dataset.state).toBe('ok');
  });

  it('explains a draw whose seed is not revealed yet, and a draw that does not exist', async () => {
    stubApi(({ url }) =>
      url.pathname.endsWith('/404')
        ? failure(404, 'DRAW_NOT_FOUND', '')
        : ok({ ...proof, seed: null, beacon: null, winNumbers: null, status: 'SCHEDULED', beaconSource: null }),
    );
    const view = renderWithProviders(<FairnessPage timeZone="Asia/Bangkok" />, { route });
    expect(await screen.findByTestId('fairness-not-revealed')).toBeTruthy();
    expect(screen.queryByTestId('fairness-chain-ok')).toBeNull();
    view.unmount();
    renderWithProviders(<FairnessPage timeZone="Asia/Bangkok" />, { route: '/fairness?gameCode=WINGO_1&numero=404' });
    expect((await screen.findByTestId('fairness-error')).textContent).toBe('This draw was not found.');
  });
});
