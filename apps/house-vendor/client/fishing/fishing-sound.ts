/**
 * The fishing page's sounds, synthesised with the Web Audio API (no sound files): a soft pop per shot, a splash
 * for a capture that rises with its pay, a low boom for a bomb. Muting is remembered on this device; the audio
 * context starts on the first tap, as browsers require.
 */
const mutedKey = 'croupier.fishing.muted';

export type FishingSound = {
  readonly muted: boolean;
  setMuted(muted: boolean): void;
  shot(): void;
  capture(multiplier: number): void;
  boom(): void;
};

export function createFishingSound(): FishingSound {
  let muted = false;
  try {
    muted = window.localStorage.getItem(mutedKey) === '1';
  } catch {
    muted = false;
  }
  let context: AudioContext | undefined;
  const audio = () => {
    if (muted) return undefined;
    try {
      context ??= new AudioContext();
      if (context.state === 'suspended') void context.resume();
      return context;
    } catch {
      return undefined;
    }
  };
  function tone(
    frequency: number,
    startSeconds: number,
    durationSeconds: number,
    volume: number,
    type: OscillatorType,
  ) {
    const ctx = audio();
    if (!ctx) return;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const start = ctx.currentTime + startSeconds;
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, start);
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + durationSeconds);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + durationSeconds + 0.02);
  }
  return {
    get muted() {
      return muted;
    },
    setMuted(next) {
      muted = next;
      try {
        window.localStorage.setItem(mutedKey, next ? '1' : '0');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    shot: () => tone(720, 0, 0.06, 0.05, 'triangle'),
    capture(multiplier) {
      const notes = Math.min(7, 2 + Math.floor(Math.log2(1 + multiplier)));
      for (let note = 0; note < notes; note += 1) tone(523.25 * 2 ** (note / 5), note * 0.07, 0.22, 0.12, 'sine');
    },
    boom: () => tone(70, 0, 0.5, 0.3, 'sawtooth'),
  };
}
