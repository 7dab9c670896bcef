import {
  sportsbookConsolePaths,
  sportsbookEventAnswerSchema,
  sportsbookEventParamsSchema,
  sportsbookEventsAnswerSchema,
  sportsbookEventsQuerySchema,
  sportsbookHoldReportAnswerSchema,
  sportsbookHoldReportQuerySchema,
  sportsbookMarginsAnswerSchema,
  sportsbookMarginsBodySchema,
  sportsbookMarketStatusAnswerSchema,
  sportsbookMarketStatusBodySchema,
  sportsbookRiskSettingsBodySchema,
  sportsbookRiskSettingsSchema,
  sportsbookSettlementAnswerSchema,
  sportsbookSettlementBodySchema,
  sportsbookTicketsAnswerSchema,
  sportsbookTicketsQuerySchema,
  sportsbookTicketParamsSchema,
  sportsbookTicketWalletBlockAnswerSchema,
  sportsbookTicketWalletBlockBodySchema,
} from '@croupier/contracts';
import type { AuditAction } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import type { SportsbookConsole } from '../flows/sportsbook-console.js';
import type { Clock } from '../lib/clock.js';
import type { Operator } from '../modules/operator/index.js';
import { ok } from './envelope.js';
import { requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * The console's sportsbook (decision 0063): events with liability, an event's markets, suspend and reopen, manual
 * settlement, resettlement and void with a reason, risk settings, margins, tickets and the daily hold report. The
 * book is one vendor for every brand, so these routes are platform-scoped. Each call is forwarded to the book's
 * operator API, signed; each change is audited here in the transaction that waits for the book's answer.
 */
export function sportsbookConsoleRoutes(dependencies: {
  db: Database;
  clock: Clock;
  sportsbook: SportsbookConsole;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { sportsbook } = dependencies;

  /**
   * A change made at the book, audited here once the book has made it: a change the book refused (or never heard)
   * leaves no audit row. The call is not made inside the audit row's transaction: a settlement can take the book a
   * minute or two, a database transaction must not stay open that long, and the embedded database has a single
   * connection, which the vendor lookup inside the call needs. The book keeps the operator's name and reason beside
   * its own change, so a change whose audit row failed to commit after the book made it is still traceable there
   * (decisions 0063 and 0064).
   */
  function audited<Result>(
    entry: {
      operator: Operator;
      action: AuditAction;
      target: string;
      detail: (result: Result) => Record<string, unknown>;
    },
    change: (operatorName: string) => Promise<Result>,
  ): Promise<Result> {
    return change(entry.operator.username).then((made) =>
      auditOperatorAction<Result>({ db: dependencies.db, clock: dependencies.clock }, entry, async () => made),
    );
  }
  const read = { permission: 'sportsbook.read', brand: 'platform' } as const;
  const trade = { permission: 'sportsbook.trade', brand: 'platform' } as const;
  const settle = { permission: 'sportsbook.settle', brand: 'platform' } as const;
  const configure = { permission: 'sportsbook.configure', brand: 'platform' } as const;

  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        sportsbookConsolePaths.events,
        {
          schema: {
            summary: 'Sportsbook events by sport and state with open tickets, stake and worst-case liability',
            querystring: sportsbookEventsQuerySchema,
            response: answers(sportsbookEventsAnswerSchema),
          },
          config: read,
        },
        async (request) => ok(await sportsbook.listEvents(request.query)),
      );
      operator.get(
        sportsbookConsolePaths.event,
        {
          schema: {
            summary: "An event's markets with odds, stake and liability per outcome, and its result versions",
            params: sportsbookEventParamsSchema,
            response: answers(sportsbookEventAnswerSchema),
          },
          config: read,
        },
        async (request) => ok(await sportsbook.describeEvent(request.params.eventId)),
      );
      operator.post(
        sportsbookConsolePaths.marketStatus,
        {
          schema: {
            summary: "Suspend or reopen some of an event's markets, or all of them, with a reason; audited",
            params: sportsbookEventParamsSchema,
            body: sportsbookMarketStatusBodySchema,
            response: answers(sportsbookMarketStatusAnswerSchema),
          },
          config: trade,
        },
        async (request) => {
          const { eventId } = request.params;
          const body = request.body;
          return ok(
            await audited(
              {
                operator: requireOperator(request, 'sportsbook.trade'),
                action: body.action === 'suspend' ? 'sportsbook.markets.suspend' : 'sportsbook.markets.reopen',
                target: `sportsbook:event:${eventId}`,
                detail: (answer) => ({
                  reason: body.reason,
                  marketKeys: body.marketKeys ?? 'all',
                  marketsChanged: answer.marketsChanged,
                }),
              },
              (operatorName) => sportsbook.changeMarketStatus(operatorName, eventId, body),
            ),
          );
        },
      );
      operator.post(
        sportsbookConsolePaths.settlement,
        {
          schema: {
            summary: 'Settle an event from typed facts (a resettlement when it has a result), or void it; audited',
            params: sportsbookEventParamsSchema,
            body: sportsbookSettlementBodySchema,
            response: answers(sportsbookSettlementAnswerSchema),
          },
          config: settle,
        },
        async (request) => {
          const { eventId } = request.params;
          const body = request.body;
          return ok(
            await audited(
              {
                operator: requireOperator(request, 'sportsbook.settle'),
                action: body.action === 'settle' ? 'sportsbook.event.settle' : 'sportsbook.event.void',
                target: `sportsbook:event:${eventId}`,
                detail: (answer) => ({
                  reason: body.reason,
                  ...(body.action === 'settle' ? { facts: body.facts } : { voidReason: body.voidReason }),
                  ...answer,
                }),
              },
              (operatorName) => sportsbook.settleEvent(operatorName, eventId, body),
            ),
          );
        },
      );
      operator.get(
        sportsbookConsolePaths.riskSettings,
        {
          schema: {
            summary:
              "The book's stake and payout limits, liability limits per league tier, live delay, cash-out margin",
            response: answers(sportsbookRiskSettingsSchema),
          },
          config: read,
        },
        async () => ok(await sportsbook.readRiskSettings()),
      );
      operator.put(
        sportsbookConsolePaths.riskSettings,
        {
          schema: {
            summary: "Save the book's risk settings with a reason; audited",
            body: sportsbookRiskSettingsBodySchema,
            response: answers(sportsbookRiskSettingsSchema),
          },
          config: configure,
        },
        async (request) =>
          ok(
            await audited(
              {
                operator: requireOperator(request, 'sportsbook.configure'),
                action: 'sportsbook.risk-settings.save',
                target: 'sportsbook:risk-settings',
                detail: (saved) => ({ reason: request.body.reason, settings: saved }),
              },
              (operatorName) => sportsbook.saveRiskSettings(operatorName, request.body),
            ),
          ),
      );
      operator.get(
        sportsbookConsolePaths.margins,
        {
          schema: {
            summary: 'The margins in force per sport, league tier and market type (the operator’s over the defaults)',
            response: answers(sportsbookMarginsAnswerSchema),
          },
          config: read,
        },
        async () => ok(await sportsbook.readMargins()),
      );
      operator.put(
        sportsbookConsolePaths.margins,
        {
          schema: {
            summary: 'Save margins per sport, league tier and market type with a reason; audited',
            body: sportsbookMarginsBodySchema,
            response: answers(sportsbookMarginsAnswerSchema),
          },
          config: configure,
        },
        async (request) =>
          ok(
            await audited(
              {
                operator: requireOperator(request, 'sportsbook.configure'),
                action: 'sportsbook.margins.save',
                target: 'sportsbook:margins',
                detail: () => ({ reason: request.body.reason, margins: request.body.margins }),
              },
              (operatorName) => sportsbook.saveMargins(operatorName, request.body),
            ),
          ),
      );
      operator.get(
        sportsbookConsolePaths.tickets,
        {
          schema: {
            summary: 'Sportsbook tickets by reference, player, event, status and time placed; newest first',
            querystring: sportsbookTicketsQuerySchema,
            response: answers(sportsbookTicketsAnswerSchema),
          },
          config: read,
        },
        async (request) => ok(await sportsbook.searchTickets(request.query)),
      );
      operator.post(
        sportsbookConsolePaths.ticketWalletBlock,
        {
          schema: {
            summary:
              "Retry a RESETTLE_BLOCKED ticket's refused wallet step, or close it (settled another way), with a reason; audited",
            params: sportsbookTicketParamsSchema,
            body: sportsbookTicketWalletBlockBodySchema,
            response: answers(sportsbookTicketWalletBlockAnswerSchema),
          },
          config: settle,
        },
        async (request) => {
          const { ticketId } = request.params;
          const body = request.body;
          return ok(
            await audited(
              {
                operator: requireOperator(request, 'sportsbook.settle'),
                action: body.action === 'retry' ? 'sportsbook.ticket.retry' : 'sportsbook.ticket.close',
                target: `sportsbook:ticket:${ticketId}`,
                detail: (answer) => ({ reason: body.reason, ...answer }),
              },
              (operatorName) => sportsbook.resolveBlockedTicket(operatorName, ticketId, body),
            ),
          );
        },
      );
      operator.get(
        sportsbookConsolePaths.holdReport,
        {
          schema: {
            summary: 'Daily stakes, payouts and realised hold per sport against the theoretical margin',
            querystring: sportsbookHoldReportQuerySchema,
            response: answers(sportsbookHoldReportAnswerSchema),
          },
          config: read,
        },
        async (request) => ok(await sportsbook.holdReport(request.query)),
      );
    });
  };
}
