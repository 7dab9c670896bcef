import { europeanWheelOrder, rouletteColor, roulettePockets } from '../../src/tables/roulette-wheel.js';
import type { TableOutcome } from '../../src/tables/table-types.js';
import { element, prefersReducedMotion, svgElement } from '../shared/dom.js';
import { fitPlan, rouletteResultAtMs, rouletteSpinMs } from './reveal-timeline.js';
import type { TableStage } from './table-stage.js';
import { createTimers } from './table-stage.js';
import type { Translate } from './table-messages.js';

const pocketDegrees = 360 / roulettePockets;
const outerRadius = 96;
const pocketOuter = 84;
const pocketInner = 60;
const ballTrack = 90;
const ballRest = 72;

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function sector(startDegrees: number, endDegrees: number): string {
  const [x1, y1] = polar(pocketOuter, startDegrees);
  const [x2, y2] = polar(pocketOuter, endDegrees);
  const [x3, y3] = polar(pocketInner, endDegrees);
  const [x4, y4] = polar(pocketInner, startDegrees);
  return `M${x1} ${y1}A${pocketOuter} ${pocketOuter} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${pocketInner} ${pocketInner} 0 0 0 ${x4} ${y4}Z`;
}

/** The wheel's rotor: 37 pockets in wheel order, pocket i centred i × 360/37 degrees clockwise from the top. */
function drawRotor(): SVGGElement {
  const pockets = europeanWheelOrder.map((number, index) => {
    const centre = index * pocketDegrees;
    const [x, y] = polar((pocketOuter + pocketInner) / 2 + 2, centre);
    return svgElement('g', {}, [
      svgElement('path', {
        d: sector(centre - pocketDegrees / 2, centre + pocketDegrees / 2),
        class: `pocket pocket-${rouletteColor(number)}`,
      }),
      svgElement('text', { x, y, class: 'pocket-number', transform: `rotate(${centre} ${x} ${y})` }, [String(number)]),
    ]);
  });
  const spokes = Array.from({ length: 8 }, (_, index) => {
    const [x, y] = polar(pocketInner - 4, index * 45);
    return svgElement('line', { x1: 0, y1: 0, x2: x, y2: y, class: 'wheel-spoke' });
  });
  return svgElement('g', { class: 'wheel-rotor' }, [
    svgElement('circle', { r: outerRadius, class: 'wheel-rim' }),
    svgElement('circle', { r: pocketOuter + 1, class: 'wheel-track' }),
    ...pockets,
    svgElement('circle', { r: pocketInner, class: 'wheel-cone' }),
    ...spokes,
    svgElement('circle', { r: 12, class: 'wheel-hub' }),
  ]);
}

/**
 * The roulette felt: a single-zero wheel that spins and drops the ball in the drawn pocket, then the number
 * itself, large. The winning pocket always comes to rest under the pointer at the top.
 */
export function createRouletteStage(translate: Translate, drawingMs: number): TableStage {
  const timers = createTimers();
  const rotor = drawRotor();
  const ball = svgElement('circle', { r: 4.2, class: 'wheel-ball', cx: 0, cy: -ballTrack });
  const ballOrbit = svgElement('g', { class: 'ball-orbit' }, [ball]);
  const wheel = svgElement('svg', { viewBox: '-100 -100 200 200', class: 'wheel', 'aria-hidden': 'true' }, [
    rotor,
    ballOrbit,
  ]);
  const numberDisc = element('div', { class: 'roulette-number', 'aria-live': 'polite' });
  const root = element('div', { class: 'roulette-stage' }, [
    element('div', { class: 'wheel-frame' }, [
      wheel,
      element('span', { class: 'wheel-pointer', 'aria-hidden': 'true' }),
    ]),
    numberDisc,
  ]);
  let restingDegrees = 0;
  let animations: Animation[] = [];
  const scale = fitPlan({ cards: [], resultAtMs: rouletteResultAtMs }, drawingMs).resultAtMs / rouletteResultAtMs;
  const spinMs = rouletteSpinMs * scale;
  const resultAtMs = rouletteResultAtMs * scale;

  function stopAnimations() {
    for (const animation of animations) animation.cancel();
    animations = [];
  }

  function place(rotorDegrees: number, ballDegrees: number, ballRadius: number) {
    rotor.style.transform = `rotate(${rotorDegrees}deg)`;
    ballOrbit.style.transform = `rotate(${ballDegrees}deg)`;
    ball.setAttribute('cy', String(-ballRadius));
  }

  function reset() {
    timers.clear();
    stopAnimations();
    numberDisc.className = 'roulette-number';
    numberDisc.replaceChildren();
    root.classList.remove('is-spinning', 'has-result');
    place(restingDegrees, 0, ballTrack);
    ball.style.opacity = '0';
  }

  function reveal(outcome: TableOutcome, elapsedMs: number, onResult: () => void) {
    if (outcome.kind !== 'roulette') return;
    reset();
    const pocket = europeanWheelOrder.indexOf(outcome.number as (typeof europeanWheelOrder)[number]);
    const targetDegrees = ((-pocket * pocketDegrees) % 360) + 360;
    const startDegrees = restingDegrees % 360;
    // The rotor turns clockwise four times and a bit; the ball runs the other way and ends at the top.
    const endDegrees = 4 * 360 + targetDegrees;
    restingDegrees = targetDegrees;
    ball.style.opacity = '1';
    if (elapsedMs >= spinMs || prefersReducedMotion()) {
      place(endDegrees, 0, ballRest);
    } else {
      root.classList.add('is-spinning');
      const timing = { duration: spinMs, easing: 'cubic-bezier(0.15, 0.55, 0.2, 1)', fill: 'forwards' as const };
      animations = [
        rotor.animate([{ transform: `rotate(${startDegrees}deg)` }, { transform: `rotate(${endDegrees}deg)` }], timing),
        ballOrbit.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(-2160deg)' }], {
          ...timing,
          easing: 'cubic-bezier(0.1, 0.5, 0.25, 1)',
        }),
        ball.animate(
          [
            { transform: 'translateY(0px)' },
            { transform: 'translateY(0px)', offset: 0.62 },
            { transform: `translateY(${ballTrack - ballRest - 6}px)`, offset: 0.8 },
            { transform: `translateY(${ballTrack - ballRest + 2}px)`, offset: 0.9 },
            { transform: `translateY(${ballTrack - ballRest}px)` },
          ],
          { duration: spinMs, fill: 'forwards', easing: 'ease-out' },
        ),
      ];
      for (const animation of animations) animation.currentTime = elapsedMs;
    }
    timers.at(resultAtMs - elapsedMs, () => {
      root.classList.remove('is-spinning');
      root.classList.add('has-result');
      numberDisc.className = `roulette-number is-${outcome.color}`;
      numberDisc.replaceChildren(
        element('span', { class: 'roulette-number-value' }, [String(outcome.number)]),
        element('span', { class: 'roulette-number-color' }, [translate(`color.${outcome.color}`)]),
      );
      onResult();
    });
  }

  reset();
  return { root, reset, reveal };
}
