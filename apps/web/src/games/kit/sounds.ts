/**
 * Sound effects made in code with the Web Audio API, so nothing is downloaded. Each effect is
 * a few short notes; a browser without Web Audio simply stays silent.
 */

export type SoundEffect =
  | 'right'
  | 'wrong'
  | 'invalid'
  | 'win'
  | 'lose'
  | 'tap'
  | 'pop'
  | 'whoosh'
  | 'splash'
  | 'coin'
  | 'kick'
  | 'tick';

interface Note {
  /** Hz at the start, and where it glides to. */
  from: number;
  to?: number;
  /** Seconds after the effect starts. */
  at: number;
  duration: number;
  wave: OscillatorType | 'noise';
  volume?: number;
}

const EFFECTS: Record<SoundEffect, Note[]> = {
  right: [
    { from: 660, at: 0, duration: 0.12, wave: 'triangle' },
    { from: 880, at: 0.1, duration: 0.12, wave: 'triangle' },
    { from: 1320, at: 0.2, duration: 0.22, wave: 'triangle' },
  ],
  wrong: [
    { from: 300, to: 220, at: 0, duration: 0.2, wave: 'sawtooth', volume: 0.12 },
    { from: 220, to: 150, at: 0.18, duration: 0.3, wave: 'sawtooth', volume: 0.12 },
  ],
  invalid: [{ from: 440, at: 0, duration: 0.12, wave: 'square', volume: 0.08 }],
  win: [523, 659, 784, 1047].map((from, index) => ({
    from,
    at: index * 0.14,
    duration: index === 3 ? 0.5 : 0.16,
    wave: 'triangle' as const,
  })),
  lose: [392, 349, 330, 262].map((from, index) => ({
    from,
    at: index * 0.2,
    duration: 0.24,
    wave: 'sine' as const,
  })),
  tap: [{ from: 900, at: 0, duration: 0.05, wave: 'sine', volume: 0.1 }],
  pop: [{ from: 400, to: 1200, at: 0, duration: 0.08, wave: 'sine' }],
  whoosh: [{ from: 0, at: 0, duration: 0.35, wave: 'noise', volume: 0.12 }],
  splash: [
    { from: 0, at: 0, duration: 0.6, wave: 'noise', volume: 0.25 },
    { from: 200, to: 80, at: 0, duration: 0.3, wave: 'sine' },
  ],
  coin: [
    { from: 988, at: 0, duration: 0.08, wave: 'square', volume: 0.08 },
    { from: 1319, at: 0.08, duration: 0.25, wave: 'square', volume: 0.08 },
  ],
  kick: [{ from: 160, to: 40, at: 0, duration: 0.15, wave: 'sine', volume: 0.4 }],
  tick: [{ from: 1500, at: 0, duration: 0.03, wave: 'square', volume: 0.05 }],
};

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

function noiseBuffer(audio: AudioContext, seconds: number) {
  const buffer = audio.createBuffer(1, Math.ceil(audio.sampleRate * seconds), audio.sampleRate);
  const data = buffer.getChannelData(0);
  // Fixed pseudo-noise: Math.random is not needed for a hiss.
  let value = 1;
  for (let index = 0; index < data.length; index += 1) {
    value = (value * 16_807) % 2_147_483_647;
    data[index] = (value / 2_147_483_647) * 2 - 1;
  }
  return buffer;
}

function playNote(audio: AudioContext, note: Note, start: number) {
  const gain = audio.createGain();
  const volume = note.volume ?? 0.18;
  const begin = start + note.at;
  gain.gain.setValueAtTime(0.0001, begin);
  gain.gain.exponentialRampToValueAtTime(volume, begin + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, begin + note.duration);
  gain.connect(audio.destination);
  if (note.wave === 'noise') {
    const source = audio.createBufferSource();
    source.buffer = noiseBuffer(audio, note.duration);
    source.connect(gain);
    source.start(begin);
    return;
  }
  const oscillator = audio.createOscillator();
  oscillator.type = note.wave;
  oscillator.frequency.setValueAtTime(note.from, begin);
  if (note.to) oscillator.frequency.exponentialRampToValueAtTime(note.to, begin + note.duration);
  oscillator.connect(gain);
  oscillator.start(begin);
  oscillator.stop(begin + note.duration + 0.02);
}

/** Plays an effect now. Browsers allow sound only after a click or key, which games start with. */
export function playSoundEffect(effect: SoundEffect) {
  const audio = audioContext();
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume();
    for (const note of EFFECTS[effect]) playNote(audio, note, audio.currentTime);
  } catch {
    // A sound that cannot play is not worth interrupting a game for.
  }
}
