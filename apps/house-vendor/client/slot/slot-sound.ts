/**
 * The slot's sounds, synthesised with the Web Audio API (no sound files to ship or license): a soft tick as the
 * reels start, a knock as each reel lands, a chime for a win that climbs with its size, and a fanfare for free spins
 * and big wins. Muting is remembered on this device. The audio context starts on the first spin, a tap, as
 * browsers require.
 */
export type SlotSound = {
  readonly muted: boolean;
  setMuted(muted: boolean): void;
  spinStart(): void;
  reelStop(reel: number): void;
  win(winMinor: number, stakeMinor: number): void;
  fanfare(): void;
};

export type Tone = { frequency: number; startSeconds: number; durationSeconds: number; volume: number };

const mutedKey = 'croupier.slot.muted';
/** A pentatonic scale from A4: any run of its notes sounds pleasant, so bigger wins can simply climb it. */
const scale = [440, 493.88, 554.37, 659.25, 739.99, 880, 987.77, 1108.73, 1318.51];

/** The notes of a win's chime: three for a small win, up to the whole scale at 20 stakes or more. */
export function winChime(winMinor: number, stakeMinor: number): Tone[] {
  if (winMinor <= 0 || stakeMinor <= 0) return [];
  const stakes = winMinor / stakeMinor;
  const notes = Math.min(scale.length, 3 + Math.floor(Math.log2(1 + stakes) * 1.5));
  return scale.slice(0, notes).map((frequency, index) => ({
    frequency,
    startSeconds: index * 0.09,
    durationSeconds: 0.28,
    volume: 0.16,
  }));
}

/** A reel's landing knock, a little lower on each reel so the stops read left to right. */
export function reelKnock(reel: number): Tone {
  return { frequency: 220 - reel * 18, startSeconds: 0, durationSeconds: 0.09, volume: 0.22 };
}

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(mutedKey) === '1';
  } catch {
    return false;
  }
}

export function createSlotSound(): SlotSound {
  let muted = readMuted();
  let context: AudioContext | undefined;

  const audio = (): AudioContext | undefined => {
    if (muted || typeof AudioContext === 'undefined') return undefined;
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    return context;
  };

  const play = (tones: readonly Tone[], wave: OscillatorType = 'triangle') => {
    const output = audio();
    if (!output) return;
    const now = output.currentTime;
    for (const tone of tones) {
      const oscillator = output.createOscillator();
      const gain = output.createGain();
      const start = now + tone.startSeconds;
      oscillator.type = wave;
      oscillator.frequency.setValueAtTime(tone.frequency, start);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(tone.volume, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.durationSeconds);
      oscillator.connect(gain).connect(output.destination);
      oscillator.start(start);
      oscillator.stop(start + tone.durationSeconds + 0.02);
    }
  };

  return {
    get muted() {
      return muted;
    },
    setMuted(value) {
      muted = value;
      try {
        window.localStorage.setItem(mutedKey, value ? '1' : '0');
      } catch {
        // A private window may refuse storage; the choice then lasts for this page only.
      }
      if (value) void context?.suspend();
    },
    spinStart: () => play([{ frequency: 330, startSeconds: 0, durationSeconds: 0.12, volume: 0.08 }], 'sine'),
    reelStop: (reel) => play([reelKnock(reel)], 'square'),
    win: (winMinor, stakeMinor) => play(winChime(winMinor, stakeMinor)),
    fanfare: () =>
      play(
        [0, 2, 4, 5, 8].map((note, index) => ({
          frequency: scale[note]!,
          startSeconds: index * 0.14,
          durationSeconds: index === 4 ? 0.7 : 0.22,
          volume: 0.18,
        })),
      ),
  };
}
