import type { LotteryGroupCode } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import type { DisplayResult } from '../draw-numbers';
import { readWinNumbers } from '../draw-numbers';
import { LotteryBall } from './lottery-ball';

const tierCodes = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
type TierCode = (typeof tierCodes)[number];
const isTierCode = (code: string): code is TierCode => (tierCodes as readonly string[]).includes(code);

/** A draw's balls in a row; prize-table results shrink to their headline numbers here (see `DrawResultTable`). */
export function DrawBalls({
  group,
  winNo,
  small = false,
}: {
  group: LotteryGroupCode;
  winNo: string;
  small?: boolean;
}) {
  const { t } = useTranslation('lottery');
  const result = readWinNumbers(group, winNo);
  if (result.kind === 'balls') {
    return (
      <span className="flex flex-wrap items-center gap-1">
        {result.balls.map((ball, index) => (
          <LotteryBall key={index} value={ball} style={result.style} small={small} />
        ))}
      </span>
    );
  }
  const headline =
    result.kind === 'tiers'
      ? [{ label: t('tiers.DB'), value: result.tiers.find((tier) => tier.code === 'DB')?.numbers[0] ?? '' }]
      : result.kind === 'thai'
        ? [
            { label: t('thai.firstPrize'), value: result.firstPrize },
            { label: t('thai.lastTwo'), value: result.lastTwo },
          ]
        : [{ label: t('fourD.first'), value: result.first }];
  return (
    <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      {headline.map(({ label, value }) => (
        <span key={label} className="whitespace-nowrap">
          <span className="text-xs text-text-3">{label} </span>
          <span className="font-bold tracking-wider text-accent tabular-nums">{value}</span>
        </span>
      ))}
    </span>
  );
}

function Row({ label, numbers, strong = false }: { label: string; numbers: readonly string[]; strong?: boolean }) {
  return (
    <tr className="border-b border-border/70 last:border-0">
      <th scope="row" className="w-24 py-2 pe-3 text-start align-top text-[13px] font-medium text-text-2">
        {label}
      </th>
      <td
        className={`py-2 tracking-wider tabular-nums ${strong ? 'text-lg font-bold text-accent' : 'font-semibold text-text'}`}
      >
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          {numbers.map((number, index) => (
            <span key={index}>{number}</span>
          ))}
        </span>
      </td>
    </tr>
  );
}

/** The full prize table of a calendar draw: Vietnamese tiers, the Thai prizes, or the 23 numbers of 4D. */
export function DrawResultTable({ result }: { result: DisplayResult }) {
  const { t } = useTranslation('lottery');
  if (result.kind === 'balls') return null;
  return (
    <table className="w-full text-sm">
      <tbody>
        {result.kind === 'tiers'
          ? result.tiers.map((tier) => (
              <Row
                key={tier.code}
                label={isTierCode(tier.code) ? t(`tiers.${tier.code}`) : tier.code}
                numbers={tier.numbers}
                strong={tier.code === 'DB'}
              />
            ))
          : null}
        {result.kind === 'thai' ? (
          <>
            <Row label={t('thai.firstPrize')} numbers={[result.firstPrize]} strong />
            <Row label={t('thai.frontThree')} numbers={result.frontThree} />
            <Row label={t('thai.backThree')} numbers={result.backThree} />
            <Row label={t('thai.lastTwo')} numbers={[result.lastTwo]} strong />
          </>
        ) : null}
        {result.kind === 'fourD' ? (
          <>
            <Row label={t('fourD.first')} numbers={[result.first]} strong />
            <Row label={t('fourD.second')} numbers={[result.second]} />
            <Row label={t('fourD.third')} numbers={[result.third]} />
            <Row label={t('fourD.special')} numbers={result.special} />
            <Row label={t('fourD.consolation')} numbers={result.consolation} />
          </>
        ) : null}
      </tbody>
    </table>
  );
}
