import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositDependencies } from '../flows/deposit-funds.js';
import { findSandboxPayment } from '../flows/deposit-funds.js';
import type { Clock } from '../lib/clock.js';
import { escapeHtml } from '../lib/escape-html.js';
import { signWebhook } from '../modules/deposit/index.js';
import type { MerchantService } from '../modules/merchant/index.js';

type SandboxPayment = NonNullable<Awaited<ReturnType<typeof findSandboxPayment>>>;

const paramsSchema = z.object({ merchant: z.string().min(1).max(64), reference: z.string().regex(/^[0-9a-f]{32}$/) });

function page(payment: SandboxPayment, action: string): string {
  const open = payment.status === 'awaiting_payment';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f9;color:#111827;font:16px/1.5 system-ui,sans-serif}
main{width:min(92vw,420px);background:#fff;border-radius:16px;box-shadow:0 10px 40px rgba(0,0,0,.08);padding:28px}
h1{font-size:18px;margin:0 0 4px}p{margin:0 0 16px;color:#4b5563}
.amount{font-size:32px;font-weight:700;margin:12px 0 24px;font-variant-numeric:tabular-nums}
form{display:inline}button{min-height:44px;border:0;border-radius:10px;padding:0 20px;font-size:16px;cursor:pointer}
.pay{background:#16a34a;color:#fff;margin-right:8px}.fail{background:#e5e7eb;color:#111827}
.badge{display:inline-block;font-size:12px;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;margin-bottom:12px}
</style></head><body><main>
<span class="badge">SANDBOX · ทดสอบ</span>
<h1>Sandbox Pay</h1>
<p>${escapeHtml(payment.merchantName)} · Test payment provider. No real money moves here. · ผู้ให้บริการชำระเงินทดสอบ ไม่มีเงินจริง</p>
<div class="amount">${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</div>
${
  open
    ? `<form method="post" action="${action}/pay"><button class="pay" type="submit" data-testid="sandbox-pay">Pay · ชำระเงิน</button></form>
<form method="post" action="${action}/fail"><button class="fail" type="submit" data-testid="sandbox-fail">Fail · ไม่สำเร็จ</button></form>`
    : `<p data-testid="sandbox-done">This payment is ${escapeHtml(payment.status)}.</p>`
}
</main></body></html>`;
}

/**
 * A built-in stand-in for a payment provider's hosted page. Its buttons make the provider call the
 * platform's webhook, signed with the channel secret, exactly as a real provider would; the call goes
 * through the full HTTP stack in-process.
 */
export function sandboxProviderRoutes(
  dependencies: DepositDependencies & { clock: Clock; merchants: MerchantService },
): FastifyPluginAsyncZod {
  const paymentOf = async (merchantCode: string, reference: string) => {
    const merchant = await dependencies.merchants.resolveMerchant({ code: merchantCode }).catch(() => null);
    return merchant ? findSandboxPayment(dependencies, { merchant, reference }) : null;
  };
  return async (app) => {
    app.get(
      '/sandbox-pay/:merchant/:reference',
      { schema: { summary: "The sandbox provider's payment page", params: paramsSchema, produces: ['text/html'] } },
      async (request, reply) => {
        const { merchant, reference } = request.params;
        const payment = await paymentOf(merchant, reference);
        if (!payment) return reply.callNotFound();
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(page(payment, `/sandbox-pay/${merchant}/${reference}`));
      },
    );

    for (const outcome of ['pay', 'fail'] as const) {
      app.post(
        `/sandbox-pay/:merchant/:reference/${outcome}`,
        { schema: { summary: `The sandbox provider's ${outcome} button`, params: paramsSchema } },
        async (request, reply) => {
          const { merchant, reference } = request.params;
          const payment = await paymentOf(merchant, reference);
          if (!payment) return reply.callNotFound();
          const body = JSON.stringify({
            eventId: randomUUID(),
            reference,
            status: outcome === 'pay' ? 'paid' : 'failed',
            amount: payment.amount,
          });
          const timestamp = Math.floor(dependencies.clock.now().getTime() / 1000).toString();
          const delivered = await app.inject({
            method: 'POST',
            url: `/payments/webhook/${merchant}/sandbox`,
            headers: {
              'content-type': 'application/json',
              'x-sandbox-timestamp': timestamp,
              'x-sandbox-signature': signWebhook(payment.webhookSecret, timestamp, body),
            },
            payload: body,
          });
          if (delivered.statusCode >= 400)
            request.log.warn({ status: delivered.statusCode }, 'sandbox webhook refused');
          return reply.redirect(`/member?page=depositv2&deposit=${payment.depositId}`, 303);
        },
      );
    }
  };
}
