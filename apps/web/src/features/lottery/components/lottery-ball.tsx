import type { BallStyle } from '../draw-numbers';
import { wingoColoursOf } from '../draw-numbers';

const wingoFills = { green: '#16c784', red: '#f25a76', violet: '#a855f7' } as const;

/** The pips of a die face, on a 3 × 3 grid. */
const pips: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 0],
    [2, 1],
    [2, 2],
  ],
};

export function DieFace({ face, className = 'size-8' }: { face: number; className?: string }) {
  return (
    <svg viewBox="0 0 30 30" className={className} role="img" aria-label={String(face)}>
      <rect x="1" y="1" width="28" height="28" rx="7" fill="#f4f6fb" />
      {(pips[face] ?? []).map(([column, row]) => (
        <circle
          key={`${column}-${row}`}
          cx={8 + column * 7}
          cy={8 + row * 7}
          r="2.6"
          fill={face === 1 || face === 4 ? '#e03553' : '#1a2438'}
        />
      ))}
    </svg>
  );
}

const carColours = [
  '#f5d90a',
  '#3ba7ff',
  '#4b5563',
  '#f97316',
  '#22d3ee',
  '#6d28d9',
  '#9ca3af',
  '#ef4444',
  '#7f1d1d',
  '#16a34a',
] as const;

/** One drawn number as the game shows it: a WinGo number in its colours, a lottery ball, a racing car, a die. */
export function LotteryBall({ value, style, small = false }: { value: string; style: BallStyle; small?: boolean }) {
  const size = small ? 'size-7 text-[13px]' : 'size-9 text-[15px]';
  if (style === 'die') return <DieFace face={Number(value)} className={small ? 'size-7' : 'size-9'} />;
  if (style === 'wingo') {
    const [first = 'red', second] = wingoColoursOf(Number(value)).map((colour) => wingoFills[colour]);
    const background = second ? `linear-gradient(135deg, ${first} 50%, ${second} 50%)` : first;
    return (
      <span
        className={`grid shrink-0 place-items-center rounded-full font-bold text-white tabular-nums ${size}`}
        style={{ background }}
      >
        {value}
      </span>
    );
  }
  if (style === 'car') {
    const colour = carColours[(Number(value) - 1) % carColours.length] ?? carColours[0];
    return (
      <span
        className={`grid shrink-0 place-items-center rounded-[8px] font-bold text-white tabular-nums ${size}`}
        style={{ backgroundColor: colour, textShadow: '0 1px 2px rgb(0 0 0 / 0.6)' }}
      >
        {value}
      </span>
    );
  }
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full font-bold text-on-accent tabular-nums ${size}`}
      style={{ background: 'radial-gradient(circle at 35% 30%, #ffe27a, #f5b301 60%, #b07f00)' }}
    >
      {value}
    </span>
  );
}
