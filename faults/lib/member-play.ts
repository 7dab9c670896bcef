import { randomUUID } from 'node:crypto';
import { seamlessWalletPaths } from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import pg from 'pg';

export type Answer = { status: number; body: { success?: boolean; code?: string; value?: Record<string, unknown> } };

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Answer['body'] };
  } catch {
    return { status: response.status, body: {} };
  }
}

/**
 * The seeded demo member playing through the load balancer, as a person and their game would: logged in (a member
 * session for the site's pages), a HOUSE slot launched (a game session), and signed seamless bets of that game.
 */
export async function openMemberPlay(options: { baseUrl: string; databaseUrl: string; houseVendorSecret: string }) {
  const { baseUrl } = options;
  const login = await answerOf(
    await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
    }),
  );
  const token = textOf(login.body.value?.token);
  if (!token) throw new Error(`demo login failed: ${login.status} ${login.body.code ?? ''}`);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let found: { member_id: string; game_id: number } | undefined;
  try {
    [found] = (
      await client.query<{ member_id: string; game_id: number }>(
        `select m.id as member_id, g.id as game_id from member m join merchant b on b.id = m.merchant_id
           join game g on g.merchant_id = b.id
          where b.code = 'demo' and m.username = 'demo' and g.engine like 'HOUSE:slot:%' limit 1`,
      )
    ).rows;
  } finally {
    await client.end();
  }
  if (!found) throw new Error('no demo member or HOUSE slot');
  const memberId = found.member_id;

  /** A member call (GET without a body, else JSON), with the member's session. */
  const call = async (method: 'GET' | 'POST', pathname: string, payload?: unknown) =>
    answerOf(
      await fetch(`${baseUrl}${pathname}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      }),
    );

  const launch = await call('POST', '/wps/game/launchGame', { nodeId: found.game_id, demo: false });
  const launchToken = new URL(textOf(launch.body.value?.url) || 'http://invalid/').searchParams.get('token');
  if (!launchToken) throw new Error(`launch failed: ${launch.status} ${launch.body.code ?? ''}`);

  /** One signed seamless bet of `amount` in the launched game; answers the platform's answer. */
  const bet = async (amount: string) => {
    const body = JSON.stringify({
      token: launchToken,
      playerId: memberId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount,
      currency: 'THB',
    });
    const headers = signedHeaders({ vendorCode: 'HOUSE', secret: options.houseVendorSecret, body, now: Date.now() });
    return answerOf(await fetch(`${baseUrl}${seamlessWalletPaths.bet}`, { method: 'POST', headers, body }));
  };

  return { memberId, call, bet };
}
