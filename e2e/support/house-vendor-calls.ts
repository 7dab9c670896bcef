import { signedHeaders } from '@croupier/contracts/signing';
import { baseUrl } from './browser.js';

const houseSecret = process.env.E2E_HOUSE_VENDOR_SECRET ?? '';

type Envelope<Value> = { success: boolean; code?: string; value: Value };

/** A player-API call of the demo brand, as the site makes it. */
export async function playerApi<Value>(
  pathname: string,
  init: { body?: unknown; token?: string; address?: string; method?: 'GET' | 'POST' | 'PUT' } = {},
): Promise<Value> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.address ? { 'x-forwarded-for': init.address } : {}),
      merchant: 'demo',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as Envelope<Value>;
  if (!answer.success) throw new Error(`${pathname} answered ${response.status} ${answer.code ?? ''}`);
  return answer.value;
}

/** A house-vendor call, signed with its secret as the vendor signs it. */
export async function houseWalletCall<Value>(pathname: string, body: Record<string, unknown>): Promise<Value> {
  const text = JSON.stringify(body);
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders({ vendorCode: 'HOUSE', secret: houseSecret, body: text, now: Date.now() }),
    },
    body: text,
  });
  const answer = (await response.json()) as Envelope<Value>;
  if (!answer.success) throw new Error(`${pathname} answered ${response.status} ${answer.code ?? ''}`);
  return answer.value;
}

/**
 * A logged-in player launches the first house slot of the lobby and the house vendor settles the given rounds on the
 * seamless wallet, as real play would; answers nothing, the player's balance and records show the rounds.
 */
export async function settleHouseRounds(
  session: { token: string; address: string },
  rounds: readonly { bet: string; win: string }[],
  label: string,
): Promise<void> {
  const page = await playerApi<{ content: { nodeId: number }[] }>(
    '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=CROUPIER&pageNo=1&pageSize=1',
    { token: session.token },
  );
  const nodeId = page.content[0]?.nodeId;
  const launch = await playerApi<{ url: string }>('/wps/game/launchGame', {
    body: { nodeId },
    token: session.token,
    address: session.address,
  });
  const token = /[?&]token=([^&]+)/.exec(decodeURIComponent(launch.url))?.[1];
  if (!token) throw new Error(`no launch token in ${launch.url}`);
  const player = await houseWalletCall<{ playerId: string }>('/wallet-api/v1/authenticate', { token });
  const run = `${label}-${Date.now().toString(36)}`;
  for (const [index, round] of rounds.entries()) {
    await houseWalletCall('/wallet-api/v1/bet-win', {
      token,
      playerId: player.playerId,
      transactionId: `e2e-${run}-${index}`,
      roundId: `e2e-${run}-${index}`,
      currency: 'THB',
      bet: round.bet,
      win: round.win,
    });
  }
}
