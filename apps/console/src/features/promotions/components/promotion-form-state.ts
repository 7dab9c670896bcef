import type {
  ConsolePromotion,
  Language,
  PromotionBadge,
  PromotionBody,
  PromotionCategory,
  PromotionPeriod,
  PromotionType,
} from '@croupier/contracts';
import { languages, promotionBodySchema } from '@croupier/contracts';
import { dateTimeInputIn, instantOfLocal } from '@/lib/format-date-time';

export type RewardKind = PromotionBody['reward']['kind'];
export type PerPlayer = PromotionPeriod;
/** A cashback tier or a prize as its inputs hold it. */
export type TierInput = { from: string; percent: string };
export type PrizeInput = { amount: string; weight: string };

/**
 * The offer builder's fields as the inputs hold them: text for numbers and amounts (so a half-typed value stays as
 * typed), wall-clock times in the brand's zone for the instants. `toPromotionBody` turns it into the wire body.
 */
export type PromotionFormState = {
  type: PromotionType;
  category: PromotionCategory;
  badge: PromotionBadge | '';
  title: Record<Language, string>;
  summary: Record<Language, string>;
  termsHtml: Record<Language, string>;
  bannerUrl: string;
  displayFrom: string;
  displayTo: string;
  applyFrom: string;
  applyTo: string;
  rewardKind: RewardKind;
  rewardAmount: string;
  rewardPercent: string;
  rewardCap: string;
  rewardMax: string;
  cashbackMode: 'heap' | 'tier';
  tiers: TierInput[];
  prizes: PrizeInput[];
  turnoverMultiplier: string;
  basis: 'bonus' | 'bonus_plus_deposit';
  productFamily: 'casino' | 'sports' | 'lottery';
  maxBet: string;
  maxWinMultiplier: string;
  expiryDays: string;
  registeredFrom: string;
  /** VIP levels as typed, separated by commas or spaces ("1, 2, 3"); empty: any level. */
  vipLevels: string;
  depositNth: string;
  minDeposit: string;
  weekdays: number[];
  onePerHousehold: boolean;
  minDepositToday: string;
  minValidBetToday: string;
  birthdayWindowDays: string;
  raffleOpensAt: string;
  raffleDurationMinutes: string;
  perPlayer: PerPlayer;
  totalBudget: string;
  dailyBudget: string;
  remarkRequired: boolean;
  imageRequired: boolean;
  sortOrder: string;
};

/**
 * The rewards each type can give (decision 0080): a deposit match a fixed amount or a percentage, an application the
 * reviewer's amount, a cashback a percentage of the net loss, a red envelope a fixed amount or a prize table, a raffle
 * a prize table; the first is the type's default.
 */
export function rewardKindsOf(type: PromotionType): readonly RewardKind[] {
  switch (type) {
    case 'FIRST_DEPOSIT':
    case 'DEPOSIT':
      return ['percent_of_deposit', 'fixed'];
    case 'APPLICATION':
      return ['reviewed'];
    case 'CASHBACK':
      return ['percent_of_net_loss'];
    case 'RED_ENVELOPE':
      return ['fixed', 'prize_table'];
    case 'RAFFLE':
      return ['prize_table'];
    case 'FREE_BONUS':
    case 'BIRTHDAY':
      return ['fixed'];
  }
}

/**
 * How often a player may have each type: a cashback pays back a day's, week's or month's loss, a birthday gift is
 * once a year, a red envelope level and a raffle draw once a day; the first is the type's default.
 */
export function periodsOf(type: PromotionType): readonly PerPlayer[] {
  switch (type) {
    case 'CASHBACK':
      return ['daily', 'weekly', 'monthly'];
    case 'BIRTHDAY':
      return ['yearly'];
    case 'RED_ENVELOPE':
    case 'RAFFLE':
      return ['daily'];
    case 'FIRST_DEPOSIT':
    case 'DEPOSIT':
    case 'FREE_BONUS':
    case 'APPLICATION':
      return ['once', 'daily', 'weekly', 'monthly'];
  }
}

/** The form after a change of type: a reward and a period the new type allows (kept when it still allows them). */
export function withType(form: PromotionFormState, type: PromotionType): PromotionFormState {
  const kinds = rewardKindsOf(type);
  const periods = periodsOf(type);
  // The campaign types are no deposit offers: a form still on the deposit category moves to "other".
  const campaign = type === 'CASHBACK' || type === 'BIRTHDAY' || type === 'RED_ENVELOPE' || type === 'RAFFLE';
  return {
    ...form,
    type,
    category: campaign && form.category === 'deposit' ? 'other' : form.category,
    rewardKind: kinds.includes(form.rewardKind) ? form.rewardKind : (kinds[0] ?? 'fixed'),
    perPlayer: periods.includes(form.perPlayer) ? form.perPlayer : (periods[0] ?? 'once'),
  };
}

const perLanguage = (pick: (language: Language) => string | undefined) =>
  Object.fromEntries(languages.map((language) => [language, pick(language) ?? ''])) as Record<Language, string>;

/** A new offer: a strict-profile deposit match starting now (the brand's defaults, decision 0077). */
export function emptyPromotionForm(now: Date, timeZone: string): PromotionFormState {
  return {
    type: 'FIRST_DEPOSIT',
    category: 'deposit',
    badge: '',
    title: perLanguage(() => ''),
    summary: perLanguage(() => ''),
    termsHtml: perLanguage(() => ''),
    bannerUrl: '',
    displayFrom: dateTimeInputIn(now.toISOString(), timeZone),
    displayTo: '',
    applyFrom: dateTimeInputIn(now.toISOString(), timeZone),
    applyTo: '',
    rewardKind: 'percent_of_deposit',
    rewardAmount: '',
    rewardPercent: '100',
    rewardCap: '1000',
    rewardMax: '',
    cashbackMode: 'tier',
    tiers: [{ from: '1000', percent: '5' }],
    prizes: [{ amount: '', weight: '1' }],
    turnoverMultiplier: '10',
    basis: 'bonus',
    productFamily: 'casino',
    maxBet: '',
    maxWinMultiplier: '',
    expiryDays: '7',
    registeredFrom: '',
    vipLevels: '',
    depositNth: '1',
    minDeposit: '',
    weekdays: [],
    onePerHousehold: true,
    minDepositToday: '',
    minValidBetToday: '',
    birthdayWindowDays: '7',
    raffleOpensAt: '20:00',
    raffleDurationMinutes: '60',
    perPlayer: 'once',
    totalBudget: '',
    dailyBudget: '',
    remarkRequired: false,
    imageRequired: false,
    sortOrder: '0',
  };
}

/** An offer as the console read it, in the builder's fields. */
export function promotionForm(promotion: ConsolePromotion, timeZone: string): PromotionFormState {
  const local = (value: string | null) => (value ? dateTimeInputIn(value, timeZone) : '');
  const reward = promotion.reward;
  return {
    type: promotion.type,
    category: promotion.category,
    badge: promotion.badge ?? '',
    title: perLanguage((language) => promotion.content.title[language]),
    summary: perLanguage((language) => promotion.content.summary[language]),
    termsHtml: perLanguage((language) => promotion.content.termsHtml[language]),
    bannerUrl: promotion.bannerUrl ?? '',
    displayFrom: local(promotion.displayFrom),
    displayTo: local(promotion.displayTo),
    applyFrom: local(promotion.applyFrom),
    applyTo: local(promotion.applyTo),
    rewardKind: reward.kind,
    rewardAmount: reward.kind === 'fixed' ? reward.amount : '',
    rewardPercent: reward.kind === 'percent_of_deposit' ? String(reward.percent) : '',
    rewardCap: reward.kind === 'percent_of_deposit' || reward.kind === 'percent_of_net_loss' ? reward.cap : '',
    rewardMax: reward.kind === 'reviewed' ? reward.max : '',
    cashbackMode: reward.kind === 'percent_of_net_loss' ? reward.mode : 'tier',
    tiers:
      reward.kind === 'percent_of_net_loss'
        ? reward.tiers.map((tier) => ({ from: tier.from, percent: String(tier.percent) }))
        : [{ from: '1000', percent: '5' }],
    prizes:
      reward.kind === 'prize_table'
        ? reward.prizes.map((prize) => ({ amount: prize.amount, weight: String(prize.weight) }))
        : [{ amount: '', weight: '1' }],
    turnoverMultiplier: String(promotion.terms.turnoverMultiplier),
    basis: promotion.terms.basis,
    productFamily: promotion.terms.productFamily,
    maxBet: promotion.terms.maxBet ?? '',
    maxWinMultiplier: promotion.terms.maxWinMultiplier === null ? '' : String(promotion.terms.maxWinMultiplier),
    expiryDays: String(promotion.terms.expiryDays),
    registeredFrom: local(promotion.eligibility.registeredFrom),
    vipLevels: promotion.eligibility.vipLevels.join(', '),
    depositNth: promotion.eligibility.depositNth === null ? '' : String(promotion.eligibility.depositNth),
    minDeposit: promotion.eligibility.minDeposit ?? '',
    weekdays: promotion.eligibility.weekdays,
    onePerHousehold: promotion.eligibility.onePerHousehold,
    minDepositToday: promotion.eligibility.minDepositToday ?? '',
    minValidBetToday: promotion.eligibility.minValidBetToday ?? '',
    birthdayWindowDays:
      promotion.eligibility.birthdayWindowDays === null ? '7' : String(promotion.eligibility.birthdayWindowDays),
    raffleOpensAt: promotion.raffle?.opensAt ?? '20:00',
    raffleDurationMinutes: promotion.raffle ? String(promotion.raffle.durationMinutes) : '60',
    perPlayer: promotion.limits.perPlayer,
    totalBudget: promotion.limits.totalBudget ?? '',
    dailyBudget: promotion.limits.dailyBudget ?? '',
    remarkRequired: promotion.remarkRequired,
    imageRequired: promotion.imageRequired,
    sortOrder: String(promotion.sortOrder),
  };
}

/** Texts left empty are not sent: the player's page falls back to the brand's default language. */
function filled(texts: Record<Language, string>): Partial<Record<Language, string>> {
  return Object.fromEntries(
    languages.flatMap((language) => (texts[language].trim() ? [[language, texts[language]]] : [])),
  );
}

// An empty or unreadable number goes to the server's schema as NaN, which it refuses with the field's path.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const optionalText = (text: string) => (text.trim() === '' ? null : text.trim());

function rewardBody(form: PromotionFormState): PromotionBody['reward'] {
  switch (form.rewardKind) {
    case 'fixed':
      return { kind: 'fixed', amount: form.rewardAmount.trim() };
    case 'percent_of_deposit':
      return { kind: 'percent_of_deposit', percent: numberOf(form.rewardPercent), cap: form.rewardCap.trim() };
    case 'reviewed':
      return { kind: 'reviewed', max: form.rewardMax.trim() };
    case 'percent_of_net_loss':
      return {
        kind: 'percent_of_net_loss',
        mode: form.cashbackMode,
        tiers: form.tiers.map((tier) => ({ from: tier.from.trim(), percent: numberOf(tier.percent) })),
        cap: form.rewardCap.trim(),
      };
    case 'prize_table':
      return {
        kind: 'prize_table',
        prizes: form.prizes.map((prize) => ({ amount: prize.amount.trim(), weight: numberOf(prize.weight) })),
      };
  }
}

/** The wire body of the form; wall-clock times are read in the brand's zone. */
export function toPromotionBody(form: PromotionFormState, timeZone: string): PromotionBody {
  const instant = (local: string) => (local ? (instantOfLocal(local, timeZone) ?? local) : null);
  const reward = rewardBody(form);
  const deposit = form.type === 'FIRST_DEPOSIT' || form.type === 'DEPOSIT';
  const daily = form.type === 'RED_ENVELOPE' || form.type === 'RAFFLE';
  return {
    type: form.type,
    category: form.category,
    badge: form.badge === '' ? null : form.badge,
    content: { title: filled(form.title), summary: filled(form.summary), termsHtml: filled(form.termsHtml) },
    bannerUrl: optionalText(form.bannerUrl),
    displayFrom: instant(form.displayFrom) ?? '',
    displayTo: instant(form.displayTo),
    applyFrom: instant(form.applyFrom) ?? '',
    applyTo: instant(form.applyTo),
    reward,
    terms: {
      turnoverMultiplier: numberOf(form.turnoverMultiplier),
      basis: form.basis,
      productFamily: form.productFamily,
      maxBet: optionalText(form.maxBet),
      maxWinMultiplier: optionalNumber(form.maxWinMultiplier),
      expiryDays: numberOf(form.expiryDays),
    },
    eligibility: {
      registeredFrom: instant(form.registeredFrom),
      vipLevels: form.vipLevels
        .split(/[\s,]+/)
        .filter((level) => level !== '')
        .map(Number),
      depositNth: deposit ? (form.type === 'FIRST_DEPOSIT' ? 1 : optionalNumber(form.depositNth)) : null,
      minDeposit: deposit ? optionalText(form.minDeposit) : null,
      weekdays: deposit ? form.weekdays : [],
      onePerHousehold: form.onePerHousehold,
      minDepositToday: daily ? optionalText(form.minDepositToday) : null,
      minValidBetToday: daily ? optionalText(form.minValidBetToday) : null,
      birthdayWindowDays: form.type === 'BIRTHDAY' ? optionalNumber(form.birthdayWindowDays) : null,
    },
    raffle:
      form.type === 'RAFFLE'
        ? { opensAt: form.raffleOpensAt.trim(), durationMinutes: numberOf(form.raffleDurationMinutes) }
        : null,
    limits: {
      // A period the type does not allow is never sent (a birthday is yearly, a raffle daily).
      perPlayer: periodsOf(form.type).includes(form.perPlayer) ? form.perPlayer : (periodsOf(form.type)[0] ?? 'once'),
      totalBudget: optionalText(form.totalBudget),
      dailyBudget: optionalText(form.dailyBudget),
    },
    remarkRequired: form.type === 'APPLICATION' && form.remarkRequired,
    imageRequired: form.type === 'APPLICATION' && form.imageRequired,
    sortOrder: numberOf(form.sortOrder),
  };
}

/**
 * The form's problems before it is sent, by field path (`terms.expiryDays`), checked with the server's own schema so
 * the two never disagree; the message is the schema's code when it has one, else the generic "check this field".
 */
export function promotionFormIssues(body: PromotionBody): Map<string, string> {
  const issues = new Map<string, string>();
  // The schema lets every language be absent; an offer still needs its title in one.
  if (!Object.values(body.content.title).some((text) => text?.trim())) issues.set('content.title', 'REQUIRED');
  const parsed = promotionBodySchema.safeParse(body);
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const key = path.startsWith('content.') ? path.split('.').slice(0, 2).join('.') : path;
    if (!issues.has(key)) issues.set(key, /^[A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID');
  }
  return issues;
}
