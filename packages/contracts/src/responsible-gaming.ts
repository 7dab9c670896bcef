import { z } from 'zod';
import { zonedDateParts } from './time-zone.js';

/**
 * The limits a player sets on themselves (issue #15, UKGC RTS 12). Money limits are in the brand's currency and
 * counted per calendar day, week (Monday first) or month in the brand's time zone; `session` is minutes of one login
 * session.
 */
export const limitKinds = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'wager_day',
  'wager_week',
  'wager_month',
  'session',
] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitKindSchema = z.enum(limitKinds);

export type LimitPeriod = 'day' | 'week' | 'month';
export type LimitMeasure = 'deposit' | 'loss' | 'wager' | 'session';

export function limitMeasure(kind: LimitKind): LimitMeasure {
  return kind === 'session' ? 'session' : (kind.slice(0, kind.indexOf('_')) as LimitMeasure);
}

export function limitPeriod(kind: LimitKind): LimitPeriod | null {
  return kind === 'session' ? null : (kind.slice(kind.indexOf('_') + 1) as LimitPeriod);
}

/** A raise or a removal waits this long, then needs the player's confirmation (RTS 12). */
export const limitCoolingOffHours = 24;

/** Session limits in minutes: at least 15 minutes, at most a day. */
export const sessionLimitMinutes = { min: 15, max: 1440 } as const;

/** The reality check's interval choices in minutes; 60 unless the player picks another. */
export const realityCheckMinuteChoices = [15, 30, 45, 60, 90, 120] as const;
export const defaultRealityCheckMinutes = 60;

/**
 * A self-exclusion that has ended still keeps the player out until an operator lifts it, and not before this many
 * hours after its end (a cooling-off after the player asks to return, as UKGC's guidance on the end of an exclusion).
 */
export const selfExclusionLiftCoolingOffHours = 24;

export const timeOutPeriods = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof timeOutPeriods)[number];
export const selfExclusionPeriods = ['6m', '1y', '3y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];

/** When a protection taken at `from` for `period` ends; null for a permanent self-exclusion. */
export function protectionEndsAt(from: Date, period: TimeOutPeriod | SelfExclusionPeriod): Date | null {
  const end = new Date(from.getTime());
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * 3_600_000);
    case '7d':
      return new Date(from.getTime() + 7 * 86_400_000);
    case '30d':
      return new Date(from.getTime() + 30 * 86_400_000);
    case '6w':
      return new Date(from.getTime() + 42 * 86_400_000);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
    case '3y':
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + Number(period.slice(0, 1)));
      return end;
    case 'permanent':
      return null;
  }
}

/**
 * A limit's value as typed: a money amount (two decimals at most) for money kinds, whole minutes for `session`;
 * null removes the limit. The server checks the range for the kind.
 */
export const limitValueBodySchema = z.object({
  value: z.string().trim().max(20).nullable(),
});
export type LimitValueBody = z.infer<typeof limitValueBodySchema>;

export const limitStateSchema = z.object({
  kind: limitKindSchema,
  /** Money text (`1000.00`) or minutes (`90`); null when no limit is set. */
  value: z.string().nullable(),
  /** What the current period has used so far (money kinds only), from the ledger. */
  used: z.string().nullable(),
  /** When the current period ends and the count starts again (ISO); null for `session` or when unset. */
  resetsAt: z.string().nullable(),
  /** A raise or removal waiting out its cooling-off; `value` null means removal. */
  pending: z
    .object({
      value: z.string().nullable(),
      requestedAt: z.string(),
      /** From this moment the player may confirm it; until then it does not apply. */
      effectiveAt: z.string(),
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type LimitState = z.infer<typeof limitStateSchema>;

export const protectionKinds = ['time_out', 'self_exclusion'] as const;
export type ProtectionKind = (typeof protectionKinds)[number];

export const protectionStateSchema = z.object({
  kind: z.enum(protectionKinds),
  period: z.enum([...timeOutPeriods, ...selfExclusionPeriods]),
  startedAt: z.string(),
  /** ISO; null for a permanent self-exclusion. */
  endsAt: z.string().nullable(),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

/** GET /wps/responsible-gaming: everything the player's responsible-gaming page shows. */
export const responsibleGamingSchema = z.object({
  currency: z.string(),
  limits: z.array(limitStateSchema),
  realityCheckMinutes: z.number().int(),
  protection: protectionStateSchema.nullable(),
});
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

export const realityCheckBodySchema = z.object({
  minutes: z
    .number()
    .int()
    .refine((minutes) => (realityCheckMinuteChoices as readonly number[]).includes(minutes), {
      message: 'REALITY_CHECK_MINUTES',
    }),
});

/** GET /wps/responsible-gaming/session: the reality check's figures for the current login session. */
export const playSessionSummarySchema = z.object({
  startedAt: z.string(),
  minutes: z.number().int(),
  /** Stakes placed in this session (all products), money text. */
  stakes: z.string(),
  /** Wins minus stakes in this session, signed money text. */
  net: z.string(),
  realityCheckMinutes: z.number().int(),
  /** The session limit's end for this session (ISO), when one is set. */
  sessionEndsAt: z.string().nullable(),
});
export type PlaySessionSummary = z.infer<typeof playSessionSummarySchema>;

/** Taking a time-out or a self-exclusion asks for the login password: it cannot be undone. */
export const timeOutBodySchema = z.object({
  period: z.enum(timeOutPeriods),
  password: z.string().min(1, { message: 'REQUIRED' }).max(128),
});
export const selfExclusionBodySchema = z.object({
  period: z.enum(selfExclusionPeriods),
  password: z.string().min(1, { message: 'REQUIRED' }).max(128),
});

/**
 * The `value` of a gate refusal (DEPOSIT_LIMIT_REACHED, LOSS_LIMIT_REACHED, WAGER_LIMIT_REACHED,
 * SESSION_LIMIT_REACHED, PLAYER_TIMED_OUT, PLAYER_SELF_EXCLUDED): which limit, and when it resets or the protection
 * ends. The `…Text` fields are already written for the brand (money text, `YYYY/MM/DD HH:mm` in its time zone) and
 * fill the error message's `{{limitText}}`, `{{resetsAtText}}` and `{{endsAtText}}`.
 */
export const gateRefusalSchema = z.object({
  limitKind: limitKindSchema.nullable(),
  limitText: z.string().nullable(),
  resetsAt: z.string().nullable(),
  resetsAtText: z.string().nullable(),
  endsAt: z.string().nullable(),
  endsAtText: z.string().nullable(),
});
export type GateRefusal = z.infer<typeof gateRefusalSchema>;

/** `YYYY/MM/DD HH:mm` in the brand's zone, as refusals and the responsible-gaming page write a moment. */
export function brandMomentText(date: Date, timeZone: string): string {
  const parts = zonedDateParts(date, timeZone);
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Fills `{{name}}` placeholders of a catalogue message from a refusal's value; unknown names stay as written. */
export function fillMessage(template: string, value: unknown): string {
  if (typeof value !== 'object' || value === null) return template;
  const fields = value as Record<string, unknown>;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const field = fields[name];
    return typeof field === 'string' || typeof field === 'number' ? String(field) : whole;
  });
}

/** Organisations that help with gambling problems, linked from the footer and the responsible-gaming page. */
export const helpOrganisations = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk', languages: ['en', 'fil'] },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', languages: ['en', 'fil', 'pt-BR', 'th'] },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org', languages: ['en'] },
  { name: 'Jogadores Anônimos', url: 'https://jogadoresanonimos.com.br', languages: ['pt-BR'] },
  { name: 'ศูนย์วิจัยปัญหาการพนัน', url: 'https://www.gamblingstudy-th.org', languages: ['th'] },
  { name: 'สายด่วนสุขภาพจิต 1323', url: 'https://www.dmh.go.th', languages: ['th'] },
] as const;
