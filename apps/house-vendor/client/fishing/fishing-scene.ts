import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, GraphicsContext, Text } from 'pixi.js';
import type { FishSpawn, Point } from '../../src/fishing/fishing-field.js';
import { fieldHeight, fieldWidth, fishPosition, seatPositions } from '../../src/fishing/fishing-field.js';

/**
 * The fishing field drawn with PixiJS (WebGL): our own vector art for every species, the four cannons, bullets and
 * captures. It only animates what the server said: fish from the room's schedule, shots along the paths the server
 * flew, captures the server decided. Loaded lazily, so the page's first paint does not wait for the renderer.
 */

export type SpeciesLook = { id: string; kind: string; label: string };

export type FishingScene = {
  setServerOffset(offsetMs: number): void;
  setSeats(own: number, occupied: readonly number[]): void;
  addFish(spawns: readonly FishSpawn[]): void;
  shot(seat: number, points: readonly [number, number, number][]): void;
  capture(input: { seat: number; fishIds: readonly string[]; label: string; kind: string; own: boolean }): void;
  /** The fish the auto-aim picks from the player's cannon: the locked one while it swims, else the nearest. */
  autoTarget(): { id: string; angle: number } | null;
  lock(fishId: string | null): void;
  onTap(handler: (point: Point, fishId: string | null) => void): void;
  angleTo(point: Point): number;
  destroy(): void;
};

type Palette = { body: number; fin: number; accent: number };

const palettes: Record<string, Palette> = {
  minnow: { body: 0x9fd8ff, fin: 0x5fb2e8, accent: 0xffffff },
  clownfish: { body: 0xff8a2a, fin: 0x1d1d1d, accent: 0xffffff },
  pufferfish: { body: 0xf2d36b, fin: 0xc99a2e, accent: 0x6b4b12 },
  angelfish: { body: 0x7fe0d2, fin: 0x2e9c8f, accent: 0xfff27a },
  lionfish: { body: 0xe85d5d, fin: 0xffd0c2, accent: 0x7a1f1f },
  turtle: { body: 0x5fae5a, fin: 0x3f7d3b, accent: 0xc8b26a },
  manta: { body: 0x3a5a8c, fin: 0x28406a, accent: 0xdce8ff },
  shark: { body: 0x8a9bb0, fin: 0x5e6f84, accent: 0xf1f4f8 },
  'golden-shark': { body: 0xf5c242, fin: 0xc8921b, accent: 0xfff3c4 },
  whale: { body: 0x2f4f7f, fin: 0x1f3559, accent: 0xa8c6f0 },
  'bomb-crab': { body: 0xd8343f, fin: 0x8c1a22, accent: 0xffd24a },
  'lightning-eel': { body: 0x2a2a55, fin: 0x1a1a3a, accent: 0xffee55 },
  'drill-lobster': { body: 0xf06a2a, fin: 0xb8461a, accent: 0xd9dde3 },
  kraken: { body: 0x7a3fa0, fin: 0x54256f, accent: 0xffd6ff },
  shrimp: { body: 0xffa8a0, fin: 0xe67a70, accent: 0xffffff },
  carp: { body: 0xb8c46a, fin: 0x7f8a3c, accent: 0xf4f0c8 },
  catfish: { body: 0x6f6452, fin: 0x4a4235, accent: 0xe8dcc0 },
  koi: { body: 0xfdf6ec, fin: 0xe8532f, accent: 0xe8532f },
  arowana: { body: 0xc9d2d6, fin: 0xd9473a, accent: 0xffe08a },
  'river-turtle': { body: 0x5b7a3a, fin: 0x3c5424, accent: 0xb99f5a },
  crocodile: { body: 0x4a6b34, fin: 0x2f4721, accent: 0xe3d68a },
  'golden-carp': { body: 0xf7c531, fin: 0xd89412, accent: 0xfff1b8 },
  'giant-catfish': { body: 0x55606b, fin: 0x39424b, accent: 0xd6dde4 },
  'firecracker-frog': { body: 0x3fbf4a, fin: 0x23822b, accent: 0xff4040 },
  'thunder-gar': { body: 0x3b6e8f, fin: 0x24485f, accent: 0xffef5a },
  'drill-crab': { body: 0xe0813a, fin: 0x9a5020, accent: 0xd9dde3 },
  'river-dragon': { body: 0x1f8a6a, fin: 0x13604a, accent: 0xffd54a },
};

/** One species drawn once, facing right, centred on its hit circle; every fish of the species shares it. */
function drawSpecies(look: SpeciesLook, radius: number): GraphicsContext {
  const palette = palettes[look.id] ?? { body: 0xcccccc, fin: 0x888888, accent: 0xffffff };
  const context = new GraphicsContext();
  const length = radius * 1.25;
  const height = radius * (look.kind === 'chain' ? 0.35 : look.kind === 'boss' ? 0.8 : 0.62);
  if (look.kind === 'boss') {
    // Tentacles (or a dragon's whiskers) trailing behind a big head.
    for (let arm = -3; arm <= 3; arm += 1)
      context
        .moveTo(-length * 0.3, arm * height * 0.18)
        .bezierCurveTo(
          -length * 0.9,
          arm * height * 0.4,
          -length * 1.1,
          arm * height * 0.1,
          -length * 1.4,
          arm * height * 0.35,
        )
        .stroke({ width: radius * 0.12, color: palette.fin, cap: 'round' });
  } else
    context
      .moveTo(-length * 0.8, 0)
      .lineTo(-length * 1.25, -height * 0.8)
      .lineTo(-length * 1.25, height * 0.8)
      .closePath()
      .fill(palette.fin);
  context.ellipse(0, 0, length, height).fill(palette.body);
  context.ellipse(0, -height * 0.15, length * 0.8, height * 0.5).fill({ color: 0xffffff, alpha: 0.12 });
  context
    .moveTo(-length * 0.1, -height * 0.9)
    .lineTo(length * 0.35, -height * 1.35)
    .lineTo(length * 0.45, -height * 0.8)
    .closePath()
    .fill(palette.fin);
  if (look.kind === 'normal') {
    context
      .rect(-length * 0.25, -height * 0.9, length * 0.14, height * 1.8)
      .fill({ color: palette.accent, alpha: 0.7 });
  }
  if (look.kind === 'bomb') {
    context.circle(0, 0, height * 0.55).fill(0x1a1a1a);
    context
      .moveTo(0, -height * 0.55)
      .lineTo(length * 0.2, -height * 1.1)
      .stroke({ width: 3, color: palette.accent });
    context.circle(length * 0.2, -height * 1.15, 5).fill(0xfff3a0);
  }
  if (look.kind === 'chain') {
    context
      .moveTo(-length * 0.7, 0)
      .lineTo(-length * 0.35, -height * 0.6)
      .lineTo(0, height * 0.4)
      .lineTo(length * 0.35, -height * 0.5)
      .lineTo(length * 0.7, 0)
      .stroke({ width: 4, color: palette.accent });
  }
  if (look.kind === 'drill') {
    context
      .moveTo(length * 0.85, -height * 0.45)
      .lineTo(length * 1.55, 0)
      .lineTo(length * 0.85, height * 0.45)
      .closePath()
      .fill(palette.accent);
    for (let ring = 0; ring < 3; ring += 1)
      context
        .moveTo(length * (0.95 + ring * 0.18), -height * (0.38 - ring * 0.1))
        .lineTo(length * (1.05 + ring * 0.18), height * (0.38 - ring * 0.1))
        .stroke({ width: 2, color: 0x8a8f96 });
  }
  if (look.kind === 'boss') {
    context.circle(length * 0.35, -height * 0.3, radius * 0.14).fill(0xffffff);
    context.circle(length * 0.4, -height * 0.3, radius * 0.07).fill(0x111111);
    context
      .moveTo(length * 0.1, -height * 0.8)
      .lineTo(length * 0.25, -height * 1.4)
      .lineTo(length * 0.4, -height * 0.8)
      .fill(palette.accent);
  } else {
    context.circle(length * 0.55, -height * 0.2, Math.max(3, radius * 0.1)).fill(0xffffff);
    context.circle(length * 0.58, -height * 0.2, Math.max(1.5, radius * 0.05)).fill(0x111111);
  }
  return context;
}

const themeColours = {
  reef: { top: 0x0d3b66, bottom: 0x061a33, floor: 0xc2a878, plant: 0xe0607e },
  river: { top: 0x1d5a4a, bottom: 0x0a2622, floor: 0x6b5a3a, plant: 0x4fae5a },
};

function drawWater(theme: 'reef' | 'river'): Graphics {
  const colours = themeColours[theme];
  const water = new Graphics();
  const bands = 12;
  for (let band = 0; band < bands; band += 1) {
    const mix = band / (bands - 1);
    const channel = (shift: number) =>
      Math.round(((colours.top >> shift) & 255) * (1 - mix) + ((colours.bottom >> shift) & 255) * mix);
    water
      .rect(0, (fieldHeight / bands) * band, fieldWidth, fieldHeight / bands + 1)
      .fill((channel(16) << 16) | (channel(8) << 8) | channel(0));
  }
  for (let ray = 0; ray < 5; ray += 1)
    water
      .moveTo(200 + ray * 320, 0)
      .lineTo(320 + ray * 320, 0)
      .lineTo(120 + ray * 330, fieldHeight)
      .lineTo(40 + ray * 330, fieldHeight)
      .closePath()
      .fill({ color: 0xffffff, alpha: 0.035 });
  for (let stone = 0; stone < 14; stone += 1)
    water
      .ellipse(60 + stone * 118, fieldHeight - 18 + (stone % 3) * 6, 60, 22)
      .fill({ color: colours.floor, alpha: 0.35 });
  for (let plant = 0; plant < 9; plant += 1) {
    const x = 90 + plant * 180;
    water
      .moveTo(x, fieldHeight)
      .bezierCurveTo(x - 30, fieldHeight - 60, x + 30, fieldHeight - 100, x, fieldHeight - 150)
      .stroke({ width: 8, color: colours.plant, alpha: 0.45, cap: 'round' });
  }
  return water;
}

type FishView = { spawn: FishSpawn; node: Container; dying: number | null };
type BulletView = { node: Graphics; points: readonly [number, number, number][] };

export async function createFishingScene(
  host: HTMLElement,
  options: {
    theme: 'reef' | 'river';
    species: readonly SpeciesLook[];
    seatLabels: (seat: number, own: boolean) => string;
  },
): Promise<FishingScene> {
  const app = new Application();
  await app.init({
    resizeTo: host,
    backgroundColor: 0x061a33,
    // Smooth edges come from the device's pixel density; multisampling costs too much on phones without a GPU.
    antialias: false,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    preference: 'webgl',
  });
  // Thirty frames a second are plenty for swimming fish and leave the phone's main thread for the game.
  app.ticker.maxFPS = 30;
  host.append(app.canvas);
  app.canvas.setAttribute('aria-hidden', 'true');
  const world = new Container();
  app.stage.addChild(world);
  const water = drawWater(options.theme);
  world.addChild(water);
  const fishLayer = new Container();
  const bulletLayer = new Container();
  const effectLayer = new Container();
  const seatLayer = new Container();
  // Fish swim in from outside the field; the mask keeps them off the margins around it.
  const swimLayer = new Container();
  const fieldMask = new Graphics().rect(0, 0, fieldWidth, fieldHeight).fill(0xffffff);
  swimLayer.addChild(fishLayer, bulletLayer, effectLayer);
  swimLayer.mask = fieldMask;
  world.addChild(fieldMask, swimLayer, seatLayer);
  const looks = new Map(options.species.map((look) => [look.id, look]));
  const contexts = new Map<string, GraphicsContext>();
  const fish = new Map<string, FishView>();
  const bullets = new Set<BulletView>();
  let offsetMs = 0;
  let ownSeat = 0;
  let locked: string | null = null;
  const lockRing = new Graphics().circle(0, 0, 1).stroke({ width: 0.06, color: 0xf5b301 });
  lockRing.visible = false;
  effectLayer.addChild(lockRing);
  const serverNow = () => Date.now() + offsetMs;
  const barrels: Graphics[] = [];
  const seatLabels: Text[] = [];
  for (let seat = 0; seat < 4; seat += 1) {
    const position = seatPositions[seat]!;
    const node = new Container();
    node.position.set(position.x, position.y);
    const base = new Graphics().circle(0, 0, 46).fill(0x1a2438).stroke({ width: 4, color: 0x26324a });
    const barrel = new Graphics().roundRect(-12, -70, 24, 70, 8).fill(0x9aa5b8);
    barrel.rotation = seat < 2 ? 0 : Math.PI;
    const label = new Text({
      text: '',
      style: { fill: 0xe8ecf4, fontSize: 24, fontWeight: '600', fontFamily: 'Inter, Noto Sans Thai, sans-serif' },
    });
    label.anchor.set(0.5);
    label.position.set(0, seat < 2 ? -96 : 96);
    node.addChild(barrel, base, label);
    node.visible = false;
    seatLayer.addChild(node);
    barrels.push(barrel);
    seatLabels.push(label);
  }

  function layout() {
    const width = app.screen.width;
    const height = app.screen.height;
    const portrait = height > width * 1.1;
    // A phone held upright turns the field a quarter so its long side runs along the screen (the player's cannon
    // then sits on the right edge); players on the top seats see the field turned round, their cannon nearest them.
    const rotation = (portrait ? -Math.PI / 2 : 0) + (ownSeat >= 2 ? Math.PI : 0);
    const spanX = portrait ? fieldHeight : fieldWidth;
    const spanY = portrait ? fieldWidth : fieldHeight;
    const scale = Math.min(width / spanX, height / spanY);
    world.pivot.set(fieldWidth / 2, fieldHeight / 2);
    world.position.set(width / 2, height / 2);
    world.rotation = rotation;
    world.scale.set(scale);
    // Labels read upright whichever way the field is turned.
    for (const label of seatLabels) label.rotation = -rotation;
    for (const view of fish.values()) view.node.getChildAt(1).rotation = -rotation;
  }
  app.renderer.on('resize', layout);
  layout();

  function fishNode(spawn: FishSpawn): Container {
    const look = looks.get(spawn.speciesId) ?? { id: spawn.speciesId, kind: 'normal', label: '' };
    let context = contexts.get(spawn.speciesId);
    if (!context) contexts.set(spawn.speciesId, (context = drawSpecies(look, spawn.radius)));
    const node = new Container();
    const body = new Graphics(context);
    if (!spawn.fromLeft) body.scale.x = -1;
    body.label = 'body';
    const label = new Text({
      text: look.label,
      style: {
        fill: 0xffffff,
        fontSize: 20,
        fontWeight: '700',
        fontFamily: 'Inter, sans-serif',
        stroke: { color: 0x000000, width: 4 },
      },
    });
    label.anchor.set(0.5);
    label.position.set(0, spawn.radius * 0.9 + 14);
    node.addChild(body, label);
    return node;
  }

  let tapHandler: ((point: Point, fishId: string | null) => void) | undefined;
  app.stage.eventMode = 'static';
  app.stage.hitArea = app.screen;
  app.stage.on('pointerdown', (event) => {
    const point = world.toLocal(event.global);
    const at = serverNow();
    let hit: string | null = null;
    let best = Infinity;
    for (const view of fish.values()) {
      if (view.dying !== null) continue;
      const position = fishPosition(view.spawn, at);
      if (!position) continue;
      const distance = Math.hypot(position.x - point.x, position.y - point.y);
      if (distance <= view.spawn.radius + 30 && distance < best) {
        best = distance;
        hit = view.spawn.id;
      }
    }
    tapHandler?.({ x: point.x, y: point.y }, hit);
  });

  function pointAlong(points: readonly [number, number, number][], at: number): Point | undefined {
    if (at < points[0]![2] || at > points.at(-1)![2]) return undefined;
    for (let index = 1; index < points.length; index += 1) {
      const [x1, y1, t1] = points[index]!;
      if (at <= t1) {
        const [x0, y0, t0] = points[index - 1]!;
        const share = t1 === t0 ? 1 : (at - t0) / (t1 - t0);
        return { x: x0 + (x1 - x0) * share, y: y0 + (y1 - y0) * share };
      }
    }
    return undefined;
  }

  app.ticker.add(() => {
    const at = serverNow();
    for (const [id, view] of fish) {
      // Fish are sent a little before they swim in: they wait out of sight until their time comes.
      if (at < view.spawn.spawnAt) {
        view.node.visible = false;
        continue;
      }
      view.node.visible = true;
      const position = fishPosition(view.spawn, at);
      if (!position || (view.dying !== null && at - view.dying > 700)) {
        view.node.destroy({ children: true });
        fish.delete(id);
        if (locked === id) locked = null;
        continue;
      }
      view.node.position.set(position.x, position.y);
      const ahead = fishPosition(view.spawn, at + 60);
      if (ahead) {
        const slope = Math.atan2(ahead.y - position.y, Math.abs(ahead.x - position.x) || 1);
        view.node.getChildByLabel('body')!.rotation = view.spawn.fromLeft ? slope : -slope;
      }
      if (view.dying !== null) {
        const share = (at - view.dying) / 700;
        view.node.alpha = 1 - share;
        view.node.scale.set(1 + share * 0.5);
        view.node.rotation = share * 4;
      }
    }
    for (const bullet of bullets) {
      const point = pointAlong(bullet.points, at);
      if (!point) {
        if (at > bullet.points.at(-1)![2]) {
          bullets.delete(bullet);
          bullet.node.destroy();
        }
        bullet.node.visible = false;
        continue;
      }
      bullet.node.visible = true;
      bullet.node.position.set(point.x, point.y);
    }
    const lockedView = locked ? fish.get(locked) : undefined;
    lockRing.visible = Boolean(lockedView && lockedView.dying === null);
    if (lockedView) {
      lockRing.position.copyFrom(lockedView.node.position);
      lockRing.scale.set(lockedView.spawn.radius + 14 + Math.sin(at / 150) * 4);
    }
  });

  function floatText(at: Point, text: string, colour: number, size: number) {
    const label = new Text({
      text,
      style: {
        fill: colour,
        fontSize: size,
        fontWeight: '700',
        fontFamily: 'Inter, sans-serif',
        stroke: { color: 0x000000, width: 5 },
      },
    });
    label.anchor.set(0.5);
    label.position.set(at.x, at.y);
    label.rotation = -world.rotation;
    effectLayer.addChild(label);
    const started = performance.now();
    const step = () => {
      const share = (performance.now() - started) / 1400;
      if (share >= 1 || label.destroyed) {
        app.ticker.remove(step);
        if (!label.destroyed) label.destroy();
        return;
      }
      label.y = at.y - share * 80;
      label.alpha = 1 - share * share;
    };
    app.ticker.add(step);
  }

  function flash(draw: (graphics: Graphics, share: number) => void, durationMs: number) {
    const graphics = new Graphics();
    effectLayer.addChild(graphics);
    const started = performance.now();
    const step = () => {
      const share = (performance.now() - started) / durationMs;
      graphics.clear();
      if (share >= 1) {
        app.ticker.remove(step);
        graphics.destroy();
        return;
      }
      draw(graphics, share);
    };
    app.ticker.add(step);
  }

  return {
    setServerOffset(offset) {
      offsetMs = offset;
    },
    setSeats(own, occupied) {
      ownSeat = own;
      layout();
      seatLayer.children.forEach((node, seat) => {
        node.visible = seat === own || occupied.includes(seat);
        seatLabels[seat]!.text = options.seatLabels(seat, seat === own);
        const base = (node.children[1] as Graphics).clear().circle(0, 0, 46);
        base.fill(seat === own ? 0xf5b301 : 0x1a2438).stroke({ width: 4, color: seat === own ? 0xffe08a : 0x26324a });
      });
    },
    addFish(spawns) {
      for (const spawn of spawns) {
        if (fish.has(spawn.id)) continue;
        const node = fishNode(spawn);
        node.getChildAt(1).rotation = -world.rotation;
        fishLayer.addChild(node);
        fish.set(spawn.id, { spawn, node, dying: null });
        const position = fishPosition(spawn, serverNow());
        if (position) node.position.set(position.x, position.y);
        else node.position.set(-500, -500);
      }
    },
    shot(seat, points) {
      const first = points[0];
      const second = points[1];
      if (!first || !second) return;
      const angle = Math.atan2(second[1] - first[1], second[0] - first[0]);
      seatLayer.children[seat]!.visible = true;
      barrels[seat]!.rotation = angle + Math.PI / 2;
      const node = new Graphics()
        .circle(0, 0, 14)
        .fill({ color: seat === ownSeat ? 0xffe08a : 0x9fd8ff, alpha: 0.35 })
        .circle(0, 0, 7)
        .fill(seat === ownSeat ? 0xf5b301 : 0x3ba7ff);
      node.visible = false;
      bulletLayer.addChild(node);
      bullets.add({ node, points });
    },
    capture({ fishIds, label, kind, own }) {
      const at = serverNow();
      const head = fish.get(fishIds[0] ?? '');
      const centre = head ? { x: head.node.x, y: head.node.y } : { x: fieldWidth / 2, y: fieldHeight / 2 };
      const others = fishIds
        .slice(1)
        .map((id) => fish.get(id))
        .filter((view): view is FishView => Boolean(view));
      if (kind === 'bomb')
        flash(
          (graphics, share) =>
            graphics.circle(centre.x, centre.y, 40 + share * 260).stroke({ width: 10 * (1 - share), color: 0xffb347 }),
          600,
        );
      if (kind === 'chain' || kind === 'drill')
        flash((graphics, share) => {
          for (const other of others)
            graphics
              .moveTo(centre.x, centre.y)
              .lineTo(other.node.x, other.node.y)
              .stroke({ width: 6 * (1 - share), color: kind === 'chain' ? 0xfff06a : 0xd9dde3 });
        }, 650);
      for (const view of [head, ...others]) if (view && view.dying === null) view.dying = at;
      floatText(centre, label, own ? 0xf5b301 : 0xe8ecf4, own ? 40 : 28);
    },
    autoTarget() {
      const at = serverNow();
      const origin = seatPositions[ownSeat]!;
      const onField = (view: FishView) => {
        const position = fishPosition(view.spawn, at);
        return view.dying === null &&
          position &&
          position.x > 20 &&
          position.x < fieldWidth - 20 &&
          position.y > 20 &&
          position.y < fieldHeight - 20
          ? position
          : undefined;
      };
      const lockedView = locked ? fish.get(locked) : undefined;
      const lockedPosition = lockedView ? onField(lockedView) : undefined;
      if (lockedView && lockedPosition)
        return { id: lockedView.spawn.id, angle: Math.atan2(lockedPosition.y - origin.y, lockedPosition.x - origin.x) };
      let best: { id: string; angle: number; distance: number } | null = null;
      for (const view of fish.values()) {
        const position = onField(view);
        if (!position) continue;
        const distance = Math.hypot(position.x - origin.x, position.y - origin.y);
        if (!best || distance < best.distance)
          best = { id: view.spawn.id, angle: Math.atan2(position.y - origin.y, position.x - origin.x), distance };
      }
      return best ? { id: best.id, angle: best.angle } : null;
    },
    lock(fishId) {
      locked = fishId;
    },
    onTap(handler) {
      tapHandler = handler;
    },
    angleTo(point) {
      const origin = seatPositions[ownSeat]!;
      return Math.atan2(point.y - origin.y, point.x - origin.x);
    },
    destroy() {
      app.destroy(true, { children: true });
    },
  };
}
