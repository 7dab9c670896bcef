import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTransferClient } from '../../apps/server/src/modules/seamless/transfer-client.js';
import { checkLedger } from '../lib/ledger-checks.js';
import { logIn } from '../lib/member-session.js';
import { startPlatformStack } from '../lib/platform-stack.js';
import { pause, waitUntil } from '../lib/processes.js';
import { figure } from '../lib/scenario.js';
import type { Scenario } from '../lib/scenario.js';
import type { ProxyMode } from '../lib/vendor-proxy.js';

const vendorCode = 'HOUSE_TW';
/** The codes a move may be answered with while its vendor is broken: refused cleanly, or left for the sweeper. */
const vendorCodes = ['VENDOR_TRANSFER_FAILED', 'VENDOR_TRANSFER_PENDING'];
const thai = /[\u0E00-\u0E7F]/;

/** `mode`: the proxy's mode when the move was sent; `switched`: it changed before the answer came. */
type Move = {
  mode: ProxyMode;
  switched: boolean;
  direction: 'in' | 'out';
  status: number;
  code: string;
  message: string;
  ms: number;
};

/**
 * The house vendor's transfer API (HOUSE_TW) behind a proxy the scenario switches: pass-through, then answers
 * replaced by garbage, then held without an answer, then connections refused, then pass-through again. A member of
 * the demo brand moves 1.00 main → vendor and back through HAProxy the whole time, one move after another. While
 * the vendor is broken every answer is a translated error with a stable code (never a 500); the transfers it left
 * pending are resolved by the sweeper once the vendor is back, with no move of the member's to do it; and the
 * member's main wallet plus what the vendor holds for it is what it was, the ledger's vendor wallet equal to the
 * vendor's figure.
 */
export const transferVendorBroken: Scenario = {
  name: 'transfer-vendor-broken',
  proves:
    "a transfer-wallet vendor refusing, hanging and answering garbage: players get a coded translated error, the sweeper resolves what was left pending, the member's money is whole",
  run: async (context) => {
    const stack = await startPlatformStack(context, { players: 1, houseVendor: true, vendorProxy: true });
    const proxy = stack.vendorProxy;
    const houseVendor = stack.houseVendor;
    if (!proxy || !houseVendor) throw new Error('the stack has no vendor proxy');
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    context.defer(() => client.end());
    const [member] = (
      await client.query<{ id: string }>(
        `select m.id from member m join merchant b on b.id = m.merchant_id where b.code = 'demo' and m.username = 'demo'`,
      )
    ).rows;
    if (!member) throw new Error('no demo member');
    const ledgerWallets = async () => {
      const rows = await client.query<{ kind: string; balance: string }>(
        `select kind, coalesce(balance_minor, 0)::text as balance from ledger_account
          where member_id = $1 and currency = 'THB' and (kind = 'player_main' or (kind = 'player_vendor' and vendor_code = $2))`,
        [member.id, vendorCode],
      );
      const of = (kind: string) => BigInt(rows.rows.find((row) => row.kind === kind)?.balance ?? '0');
      return { main: of('player_main'), vendor: of('player_vendor') };
    };
    // Asked straight, not through the proxy: what the vendor really holds for the member.
    const vendorClient = createTransferClient({
      code: vendorCode,
      apiUrl: houseVendor.url,
      secret: stack.houseVendorSecret,
    });
    const vendorFigure = async () => vendorClient.balance({ playerId: member.id, currency: 'THB' });

    const token = await logIn(stack.loadBalancer.url, 'demo', 'Demo@2026');
    const before = await ledgerWallets();
    const vendorBefore = (await vendorFigure()) ?? 0n;
    const moves: Move[] = [];
    const move = async (direction: 'in' | 'out') => {
      const mode = proxy.mode();
      const started = Date.now();
      let status = 0;
      let code = '';
      let message = '';
      try {
        const response = await fetch(`${stack.loadBalancer.url}/wps/relay/GCS_walletTransfer`, {
          method: 'POST',
          headers: {
            host: 'localhost',
            'content-type': 'application/json',
            'accept-language': 'th',
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ vendorCode, direction, amount: '1.00' }),
          signal: AbortSignal.timeout(60_000),
        });
        status = response.status;
        const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
        code = answer.code ?? '';
        message = answer.message ?? '';
      } catch (error) {
        code = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      }
      moves.push({
        mode,
        switched: proxy.mode() !== mode,
        direction,
        status,
        code,
        message,
        ms: Date.now() - started,
      });
    };

    let moving = true;
    const memberMoves = (async () => {
      let direction: 'in' | 'out' = 'in';
      while (moving) {
        await move(direction);
        direction = direction === 'in' ? 'out' : 'in';
        await pause(200);
      }
    })();
    const phases: { mode: ProxyMode; ms: number }[] = [
      { mode: 'pass', ms: 2_000 },
      { mode: 'garbage', ms: 8_000 },
      { mode: 'hang', ms: 14_000 },
      { mode: 'refuse', ms: 8_000 },
    ];
    for (const phase of phases) {
      await proxy.set(phase.mode);
      await pause(phase.ms);
      // On a busy machine a move can take longer than the whole pass phase: the vendor stays up until a few moves
      // have gone through, so the "moves go through" check has something to count.
      if (phase.mode === 'pass')
        await waitUntil('moves answered while the vendor works', async () => moves.length >= 3, {
          timeoutMs: 60_000,
          intervalMs: 100,
        }).catch(() => undefined);
    }
    // The member stops when the vendor is back: what is left pending is the sweeper's to resolve.
    moving = false;
    await memberMoves;
    await proxy.set('pass');
    const backAt = Date.now();

    for (const mode of ['pass', 'garbage', 'hang', 'refuse'] as const) {
      const ofMode = moves.filter((entry) => entry.mode === mode);
      const answers = new Map<string, number>();
      for (const entry of ofMode) {
        const key = `${entry.status} ${entry.code || 'ok'}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
      const slowest = Math.max(0, ...ofMode.map((entry) => entry.ms));
      context.report(
        `vendor ${mode.padEnd(7)} ${figure(ofMode.length)} moves: ${[...answers].map(([key, count]) => `${count}× ${key}`).join(', ') || 'none'}; slowest ${(slowest / 1000).toFixed(1)} s; ${ofMode.filter((entry) => entry.switched).length} answered after the next switch; ${proxy.connections[mode]} connections to the proxy`,
      );
    }
    // A move sent while the vendor worked may be answered after the switch: done, or a coded error, like any other.
    const coded = (entry: Move) =>
      entry.status !== 200 &&
      // VENDOR_TRANSFER_PENDING is a 504 by design (the vendor did not answer); no other 5xx.
      (entry.status < 500 || entry.status === 504) &&
      vendorCodes.includes(entry.code) &&
      thai.test(entry.message);
    const broken = moves.filter((entry) => entry.mode !== 'pass');
    const straddling = moves.filter((entry) => entry.mode === 'pass' && entry.switched);
    const unclear = [
      ...broken.filter((entry) => !coded(entry)),
      ...straddling.filter((entry) => entry.status !== 200 && !coded(entry)),
    ];
    context.check(
      'while the vendor is broken every move is a coded, translated error',
      broken.length > 0 && unclear.length === 0,
      `${figure(broken.length - broken.filter((entry) => !coded(entry)).length)} of ${figure(broken.length)} moves sent while it was broken answered ${vendorCodes.join(' or ')} in Thai; ${straddling.length} sent before a switch answered ${straddling.map((entry) => `${entry.status} ${entry.code}`.trim()).join(', ') || 'nothing'}${unclear
        .slice(0, 3)
        .map((entry) => `; ${entry.mode} ${entry.direction}: ${entry.status} ${entry.code}`)
        .join('')}`,
    );
    const passing = moves.filter((entry) => entry.mode === 'pass' && !entry.switched);
    context.check(
      'with the vendor up, moves go through',
      passing.length > 0 && passing.every((entry) => entry.status === 200),
      `${passing.filter((entry) => entry.status === 200).length} of ${passing.length} moves answered 200`,
    );

    const pendingAtBack = await client.query<{ count: string }>(
      `select count(*)::text as count from vendor_transfer where member_id = $1 and status = 'pending'`,
      [member.id],
    );
    // Due 60 s after it was written, then a sweep every 15 s.
    await waitUntil(
      'the pending transfers resolved',
      async () =>
        (await client.query(`select 1 from vendor_transfer where member_id = $1 and status = 'pending'`, [member.id]))
          .rows.length === 0,
      { timeoutMs: 100_000, intervalMs: 500 },
    ).catch(() => undefined);
    const resolved = await client.query<{ status: string; resolved_by: string | null; count: string }>(
      `select status, resolved_by, count(*)::text as count from vendor_transfer where member_id = $1
        group by status, resolved_by order by status, resolved_by`,
      [member.id],
    );
    const sweptOrLeft = resolved.rows.filter((row) => row.status === 'pending' || row.resolved_by === 'sweeper');
    context.report(
      `transfers: ${resolved.rows.map((row) => `${row.count} ${row.status}${row.resolved_by ? ` by ${row.resolved_by}` : ''}`).join(', ')}; ${pendingAtBack.rows[0]?.count} pending when the vendor came back, resolved within ${((Date.now() - backAt) / 1000).toFixed(1)} s`,
    );
    context.check(
      'the sweeper resolved every transfer left pending',
      Number(pendingAtBack.rows[0]?.count ?? 0) > 0 &&
        !resolved.rows.some((row) => row.status === 'pending') &&
        sweptOrLeft.reduce((sum, row) => sum + Number(row.count), 0) >= Number(pendingAtBack.rows[0]?.count ?? 0),
      `${pendingAtBack.rows[0]?.count} pending when the vendor came back, ${resolved.rows.filter((row) => row.status === 'pending').reduce((sum, row) => sum + Number(row.count), 0)} still pending, ${sweptOrLeft.filter((row) => row.resolved_by === 'sweeper').reduce((sum, row) => sum + Number(row.count), 0)} resolved by the sweeper`,
    );

    const finalMoves = moves.length;
    await move('in');
    await move('out');
    context.check(
      'the member moves money again once the vendor is back',
      moves.slice(finalMoves).every((entry) => entry.status === 200),
      moves
        .slice(finalMoves)
        .map((entry) => `${entry.direction} ${entry.status}${entry.code ? ` ${entry.code}` : ''}`)
        .join(', '),
    );

    const after = await ledgerWallets();
    const vendorAfter = await vendorFigure();
    context.check(
      "the member's money is neither stuck nor doubled",
      vendorAfter !== null && after.main + vendorAfter === before.main + vendorBefore && after.vendor === vendorAfter,
      `main ${before.main} + vendor ${vendorBefore} before, main ${after.main} + vendor ${vendorAfter} after (the ledger's vendor wallet ${after.vendor}), minor units`,
    );
    for (const finding of await checkLedger(stack.databaseUrl, [])) {
      context.check(finding.check, finding.passed, finding.detail);
    }
  },
};
