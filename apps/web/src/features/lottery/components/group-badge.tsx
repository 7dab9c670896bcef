import type { LotteryGroupCode } from '@croupier/contracts';

/**
 * A small emblem per game group, drawn as SVG in the page (no image requests): a tinted tile with a glyph of what the group draws
 * (a coloured number, dice, balls, a chequered flag, a star for Vietnam, digits for Thai and 4D). Decoration only.
 */
// The tile colours live here rather than as utility classes, so the site's first-load stylesheet stays as it was.
const tints: Record<LotteryGroupCode, readonly [string, string]> = {
  WINGO: ['#1f7a4d', '#7a1f3a'],
  '5D': ['#13557a', '#0d2f45'],
  K3: ['#6e2352', '#3a1530'],
  SSC: ['#6b4a08', '#3a2a0a'],
  '11X5': ['#137052', '#12372c'],
  PK10: ['#3f3487', '#231d4a'],
  VN_FAST: ['#8a1c1c', '#4a0f0f'],
  VN_N: ['#8a1c1c', '#4a0f0f'],
  VN_C: ['#8a1c1c', '#4a0f0f'],
  VN_S: ['#8a1c1c', '#4a0f0f'],
  TH: ['#1d3f8a', '#122552'],
  LA: ['#7a1f3a', '#1d3f8a'],
  '4D': ['#6b4a08', '#13557a'],
};

function Glyph({ group }: { group: LotteryGroupCode }) {
  switch (group) {
    case 'WINGO':
      return (
        <>
          <circle cx="9" cy="12" r="5" fill="#16c784" />
          <circle cx="15" cy="12" r="5" fill="#f25a76" fillOpacity="0.9" />
          <circle cx="12" cy="12" r="2.2" fill="#a855f7" />
        </>
      );
    case 'K3':
      return (
        <>
          <rect x="4" y="4" width="16" height="16" rx="4" fill="#fff" fillOpacity="0.92" />
          {[
            [8, 8],
            [12, 12],
            [16, 16],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.7" fill="#3a1530" />
          ))}
        </>
      );
    case '11X5':
      return (
        <>
          <circle cx="8" cy="14" r="4.5" fill="#f5b301" />
          <circle cx="16" cy="14" r="4.5" fill="#16c784" />
          <circle cx="12" cy="7.5" r="4.5" fill="#3ba7ff" />
        </>
      );
    case 'PK10':
      return (
        <>
          <path d="M6 4v16" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          <path d="M6.8 5h11v8h-11z" fill="#fff" />
          <path
            d="M6.8 5h2.75v2.67H6.8zM12.3 5h2.75v2.67H12.3zM9.55 7.67h2.75v2.67H9.55zM15.05 7.67h2.75v2.67h-2.75zM6.8 10.33h2.75V13H6.8zM12.3 10.33h2.75V13H12.3z"
            fill="#231d4a"
          />
        </>
      );
    case 'VN_FAST':
    case 'VN_N':
    case 'VN_C':
    case 'VN_S':
      return <path d="m12 4 2.35 5.1 5.6.6-4.2 3.8 1.2 5.5L12 16.2 7.05 19l1.2-5.5-4.2-3.8 5.6-.6z" fill="#ffd43b" />;
    case '5D':
    case 'SSC':
    case 'TH':
    case 'LA':
    case '4D':
      return (
        <>
          <rect x="3.5" y="7" width="5" height="10" rx="2.5" fill="#fff" fillOpacity="0.9" />
          <rect x="9.5" y="7" width="5" height="10" rx="2.5" fill="#f5b301" />
          <rect x="15.5" y="7" width="5" height="10" rx="2.5" fill="#fff" fillOpacity="0.9" />
        </>
      );
  }
}

export function GroupBadge({ group, size = 'md' }: { group: LotteryGroupCode; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-[10px] ${size === 'sm' ? 'size-8' : 'size-10'}`}
      style={{
        background: `linear-gradient(135deg, ${tints[group][0]}, ${tints[group][1]})`,
        boxShadow: 'inset 0 0 0 1px rgb(255 255 255 / 0.1)',
      }}
    >
      <svg viewBox="0 0 24 24" className={size === 'sm' ? 'size-5' : 'size-6'}>
        <Glyph group={group} />
      </svg>
    </span>
  );
}
