/**
 * The fishing field's geometry: fish paths, seats and bullet flights, as pure functions of numbers. No randomness
 * and no Node modules here, so the page draws fish and bullets with the very functions the server resolves shots
 * with; the randomness that places fish lives in fish-schedule.ts on the server.
 */

export const fieldWidth = 1600;
export const fieldHeight = 900;
/** Fish enter and leave this far outside the field, so they swim in and out rather than appear. */
const fieldMargin = 160;
export const bulletSpeed = 1_100;
/** A bullet that has hit nothing after this long is spent and refunded. */
export const bulletFlightMs = 2_500;
const bulletRadius = 10;
const stepMs = 1000 / 60;

/** One fish as the room's schedule placed it: everything needed to know where it is at any moment. */
export type FishSpawn = {
  id: string;
  speciesId: string;
  spawnAt: number;
  durationMs: number;
  fromLeft: boolean;
  y: number;
  amplitude: number;
  waves: number;
  phase: number;
  radius: number;
};

export type Point = { x: number; y: number };

/** The four cannons: two on the bottom edge, two on the top edge (they shoot downwards). */
export const seatPositions: readonly Point[] = [
  { x: 480, y: fieldHeight },
  { x: 1120, y: fieldHeight },
  { x: 1120, y: 0 },
  { x: 480, y: 0 },
];

export function travelDurationMs(speed: number): number {
  return ((fieldWidth + 2 * fieldMargin) / speed) * 1000;
}

/** Where a fish is at `at`, or undefined before it spawned and after it left. */
export function fishPosition(fish: FishSpawn, at: number): Point | undefined {
  const progress = (at - fish.spawnAt) / fish.durationMs;
  if (progress < 0 || progress > 1) return undefined;
  const travelled = progress * (fieldWidth + 2 * fieldMargin);
  const x = fish.fromLeft ? -fieldMargin + travelled : fieldWidth + fieldMargin - travelled;
  const y = fish.y + fish.amplitude * Math.sin(2 * Math.PI * fish.waves * progress + fish.phase);
  return { x, y };
}

/** On the visible field: only a fish a player can see can be shot. */
export function isOnField(point: Point | undefined, margin = 0): point is Point {
  return (
    point !== undefined &&
    point.x >= -margin &&
    point.x <= fieldWidth + margin &&
    point.y >= -margin &&
    point.y <= fieldHeight + margin
  );
}

/** A bullet's flight: its polyline (with times) and what it hit, if anything. */
export type BulletFlight = {
  points: { x: number; y: number; at: number }[];
  hitFishId: string | null;
  impactAt: number;
  impact: Point;
  /** The direction of travel at impact (radians), which a drill continues along. */
  heading: number;
};

/**
 * Flies a bullet from a seat. A locked bullet homes on its target and can hit nothing else (auto-aim); a free bullet
 * flies straight, bounces off the field's edges, and hits the first fish it touches. `alive` lists the fish that
 * may be hit (the room's fish not yet captured).
 */
export function flyBullet(input: {
  origin: Point;
  angle: number;
  firedAt: number;
  targetId: string | null;
  alive: readonly FishSpawn[];
}): BulletFlight {
  let x = input.origin.x;
  let y = input.origin.y;
  let dx = Math.cos(input.angle);
  let dy = Math.sin(input.angle);
  const target = input.targetId ? input.alive.find((fish) => fish.id === input.targetId) : undefined;
  const points = [{ x, y, at: input.firedAt }];
  const step = (bulletSpeed * stepMs) / 1000;
  let lastSample = input.firedAt;
  let at = input.firedAt;
  while (at + stepMs <= input.firedAt + bulletFlightMs) {
    at += stepMs;
    if (target) {
      const aim = fishPosition(target, at);
      if (!isOnField(aim, 40)) break;
      const distance = Math.hypot(aim.x - x, aim.y - y);
      if (distance > 0) {
        dx = (aim.x - x) / distance;
        dy = (aim.y - y) / distance;
      }
    } else if (input.targetId) break;
    x += dx * step;
    y += dy * step;
    let bounced = false;
    if (x < 0 || x > fieldWidth) {
      x = x < 0 ? -x : 2 * fieldWidth - x;
      dx = -dx;
      bounced = true;
    }
    if (y < 0 || y > fieldHeight) {
      y = y < 0 ? -y : 2 * fieldHeight - y;
      dy = -dy;
      bounced = true;
    }
    const candidates = target ? [target] : input.alive;
    for (const fish of candidates) {
      const position = fishPosition(fish, at);
      if (!isOnField(position)) continue;
      if (Math.hypot(position.x - x, position.y - y) <= fish.radius + bulletRadius) {
        points.push({ x, y, at });
        return { points, hitFishId: fish.id, impactAt: at, impact: { x, y }, heading: Math.atan2(dy, dx) };
      }
    }
    // Homing bullets curve: a point every tenth of a second lets the page draw the same curve.
    if (bounced || (target && at - lastSample >= 100)) {
      points.push({ x, y, at });
      lastSample = at;
    }
  }
  const impactAt = Math.max(at, input.firedAt + stepMs);
  points.push({ x, y, at: impactAt });
  return { points, hitFishId: null, impactAt, impact: { x, y }, heading: Math.atan2(dy, dx) };
}

/** The angle from a seat to a point, for a page that aims where the player tapped. */
export function angleFrom(origin: Point, point: Point): number {
  return Math.atan2(point.y - origin.y, point.x - origin.x);
}

/**
 * The fish a bomb, chain or drill takes along, decided from the screen at the moment of resolution (before the
 * capture is drawn, so W is known and p = R / W is exact): nearest first, at most `limit`, never a boss.
 */
export function fishTakenAlong(input: {
  kind: 'bomb' | 'chain' | 'drill';
  centre: Point;
  heading: number;
  reach: number;
  limit: number;
  at: number;
  candidates: readonly { fish: FishSpawn; multiplier: number }[];
}): { fish: FishSpawn; multiplier: number }[] {
  const hx = Math.cos(input.heading);
  const hy = Math.sin(input.heading);
  const inRange: { fish: FishSpawn; multiplier: number; distance: number }[] = [];
  for (const candidate of input.candidates) {
    const position = fishPosition(candidate.fish, input.at);
    if (!isOnField(position)) continue;
    const rx = position.x - input.centre.x;
    const ry = position.y - input.centre.y;
    const distance = Math.hypot(rx, ry);
    if (input.kind === 'drill') {
      const along = rx * hx + ry * hy;
      const across = Math.abs(rx * hy - ry * hx);
      if (along > 0 && across <= input.reach + candidate.fish.radius) inRange.push({ ...candidate, distance: along });
    } else if (distance <= input.reach) inRange.push({ ...candidate, distance });
  }
  inRange.sort((first, second) => first.distance - second.distance || first.fish.id.localeCompare(second.fish.id));
  return inRange.slice(0, input.limit).map(({ fish, multiplier }) => ({ fish, multiplier }));
}
