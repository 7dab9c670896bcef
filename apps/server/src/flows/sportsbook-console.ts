import {
  sportsbookEventAnswerSchema,
  sportsbookEventsAnswerSchema,
  sportsbookHoldReportAnswerSchema,
  sportsbookMarginsAnswerSchema,
  sportsbookMarketStatusAnswerSchema,
  sportsbookRiskSettingsSchema,
  sportsbookSettlementAnswerSchema,
  sportsbookTicketsAnswerSchema,
  sportsbookTicketWalletBlockAnswerSchema,
} from '@croupier/contracts';
import type {
  SportsbookEventsQuery,
  SportsbookMarginRow,
  SportsbookMarketStatusBody,
  SportsbookRiskSettings,
  SportsbookSettlementBody,
  SportsbookTicketsQuery,
  SportsbookTicketWalletBlockBody,
} from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { findVendorByCode } from '../modules/seamless/index.js';

/** The sportsbook's vendor code: its API address and signing secret are that vendor's row. */
export const sportsbookVendorCode = 'HOUSE_SB';

/**
 * The book's operator API paths (apps/sportsbook/src/api/operator-api.ts): signed JSON POSTs (a read's query is its
 * body, so the signature covers it), and PUT for saving risk settings and margins at their own paths.
 */
const bookPaths = {
  events: '/operator/events',
  event: (eventId: string) => `/operator/events/${encodeURIComponent(eventId)}`,
  marketStatus: (eventId: string) => `/operator/events/${encodeURIComponent(eventId)}/markets/status`,
  settleEvent: (eventId: string) => `/operator/events/${encodeURIComponent(eventId)}/settlement`,
  riskSettings: '/operator/risk-settings',
  margins: '/operator/margins',
  tickets: '/operator/tickets',
  ticketWalletBlock: (ticketId: string) => `/operator/tickets/${encodeURIComponent(ticketId)}/wallet-block`,
  holdReport: '/operator/reports/hold',
} as const;

/** How long the console waits: reads are quick, a settlement of a big event is not (decision 0063). */
const timeouts = { read: 5_000, change: 15_000, settle: 120_000 } as const;

// The book's refusals the console can say something precise about; any other 4xx is a plain refusal.
const refusalCodes: Readonly<
  Record<string, 'NOT_FOUND' | 'INVALID_STATE' | 'SPORTSBOOK_INVALID_FACTS' | 'SPORTSBOOK_INVALID_MARGINS'>
> = {
  NOT_FOUND: 'NOT_FOUND',
  EVENT_NOT_FOUND: 'NOT_FOUND',
  MARKET_NOT_FOUND: 'NOT_FOUND',
  INVALID_STATE: 'INVALID_STATE',
  INVALID_FACTS: 'SPORTSBOOK_INVALID_FACTS',
  INVALID_MARGINS: 'SPORTSBOOK_INVALID_MARGINS',
};

export type SportsbookConsoleDependencies = {
  db: Database;
  clock: Clock;
  /** The transport; tests hand a fake sportsbook's. */
  fetch?: typeof fetch;
};

/**
 * The platform's client of the sportsbook's operator API: every call a JSON POST signed with the HOUSE_SB secret
 * (the wallet calls' scheme, `signedHeaders`), with a timeout. A book that does not answer, answers 5xx, refuses our
 * signature or answers something unreadable is SPORTSBOOK_UNAVAILABLE (503), never a 500; its 4xx refusals map to
 * stable codes.
 */
export function createSportsbookOperatorClient(dependencies: SportsbookConsoleDependencies) {
  const send = dependencies.fetch ?? fetch;

  return async function call<Schema extends z.ZodType>(
    path: string,
    body: unknown,
    answer: Schema,
    timeoutMs: number,
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<z.output<Schema>> {
    const vendor = await findVendorByCode(dependencies.db, sportsbookVendorCode);
    if (!vendor?.apiUrl || !vendor.enabled) throw new DomainError('SPORTSBOOK_UNAVAILABLE', { reason: 'NOT_SET_UP' });
    const raw = JSON.stringify(body);
    let status: number;
    let text: string;
    try {
      const response = await send(`${vendor.apiUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: signedHeaders({
          vendorCode: sportsbookVendorCode,
          secret: vendor.secret,
          body: raw,
          // The book checks the timestamp against its own clock: the real time, whatever clock the app runs on.
          now: Date.now(),
        }),
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch {
      throw new DomainError('SPORTSBOOK_UNAVAILABLE', { reason: 'NO_ANSWER' });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 200 && status < 300) {
      const parsed = answer.safeParse(json);
      if (!parsed.success) throw new DomainError('SPORTSBOOK_UNAVAILABLE', { reason: 'UNREADABLE_ANSWER' });
      return parsed.data;
    }
    const code =
      typeof (json as { code?: unknown } | undefined)?.code === 'string' ? (json as { code: string }).code : '';
    // Our signature refused means the two sides disagree on the secret or the time: the book is unusable, not the
    // operator's request.
    if (status === 401 || status === 403 || status >= 500 || status < 400)
      throw new DomainError('SPORTSBOOK_UNAVAILABLE', { reason: code || `HTTP_${status}` });
    const mapped = refusalCodes[code];
    if (mapped) throw new DomainError(mapped, { reason: code });
    throw new DomainError('SPORTSBOOK_REFUSED', { reason: code || `HTTP_${status}` });
  };
}

export type SportsbookOperatorCall = ReturnType<typeof createSportsbookOperatorClient>;

/** The console's sportsbook calls: reads forwarded as they are, changes with the operator's name (the routes audit). */
export function createSportsbookConsole(dependencies: SportsbookConsoleDependencies) {
  const call = createSportsbookOperatorClient(dependencies);
  return {
    listEvents: (query: SportsbookEventsQuery) =>
      call(bookPaths.events, query, sportsbookEventsAnswerSchema, timeouts.read),
    describeEvent: (eventId: string) => call(bookPaths.event(eventId), {}, sportsbookEventAnswerSchema, timeouts.read),
    readRiskSettings: () => call(bookPaths.riskSettings, {}, sportsbookRiskSettingsSchema, timeouts.read),
    readMargins: () => call(bookPaths.margins, {}, sportsbookMarginsAnswerSchema, timeouts.read),
    searchTickets: ({ blocked, ...query }: SportsbookTicketsQuery) =>
      call(
        bookPaths.tickets,
        { ...query, ...(blocked === 'only' ? { blocked: true } : {}) },
        sportsbookTicketsAnswerSchema,
        timeouts.read,
      ),
    holdReport: (query: { from: string; to: string }) =>
      call(bookPaths.holdReport, query, sportsbookHoldReportAnswerSchema, timeouts.read),

    /** Changes name the operator; the book records it beside its own change with the reason. */
    changeMarketStatus: (operator: string, eventId: string, body: SportsbookMarketStatusBody) =>
      call(bookPaths.marketStatus(eventId), { ...body, operator }, sportsbookMarketStatusAnswerSchema, timeouts.change),
    settleEvent: (operator: string, eventId: string, body: SportsbookSettlementBody) =>
      call(bookPaths.settleEvent(eventId), { ...body, operator }, sportsbookSettlementAnswerSchema, timeouts.settle),
    saveRiskSettings: (operator: string, body: { reason: string; settings: SportsbookRiskSettings }) =>
      call(bookPaths.riskSettings, { ...body, operator }, sportsbookRiskSettingsSchema, timeouts.change, 'PUT'),
    saveMargins: (operator: string, body: { reason: string; margins: SportsbookMarginRow[] }) =>
      call(bookPaths.margins, { ...body, operator }, sportsbookMarginsAnswerSchema, timeouts.change, 'PUT'),
    resolveBlockedTicket: (operator: string, ticketId: string, body: SportsbookTicketWalletBlockBody) =>
      call(
        bookPaths.ticketWalletBlock(ticketId),
        { ...body, operator },
        sportsbookTicketWalletBlockAnswerSchema,
        timeouts.change,
      ),
  };
}

export type SportsbookConsole = ReturnType<typeof createSportsbookConsole>;
