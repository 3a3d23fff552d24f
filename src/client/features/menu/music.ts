// Background music made live with Web Audio: a gentle looping marimba tune at volume 0.3 (SPEC §2),
// so there is no audio file to download and no gap at the loop point.
const volume = 0.3;
const tempo = 0.28; // seconds per note
// A cheerful I–vi–IV–V pattern in C major (MIDI note numbers).
const melody = [72, 76, 79, 76, 69, 72, 76, 72, 65, 69, 72, 69, 67, 71, 74, 71];
const bass = [48, 45, 41, 43];

let context: AudioContext | null = null;
let master: GainNode | null = null;
let timer: number | null = null;

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function pluck(ctx: AudioContext, out: AudioNode, midi: number, at: number, length: number, level: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'triangle';
  osc.frequency.value = frequency(midi);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(level, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(out);
  osc.start(at);
  osc.stop(at + length + 0.05);
}

function scheduleBar(ctx: AudioContext, out: AudioNode, start: number) {
  melody.forEach((note, i) => pluck(ctx, out, note, start + i * tempo, tempo * 1.6, 0.35));
  bass.forEach((note, i) => pluck(ctx, out, note, start + i * tempo * 4, tempo * 4, 0.3));
}

export function isMusicPlaying(): boolean {
  return timer !== null;
}

export async function startMusic(): Promise<void> {
  if (timer !== null) return;
  context ??= new AudioContext();
  await context.resume();
  master = context.createGain();
  master.gain.value = volume;
  master.connect(context.destination);
  const barLength = melody.length * tempo;
  let next = context.currentTime + 0.05;
  const ctx = context;
  const out = master;
  const tick = () => {
    // Keep one bar scheduled ahead so the loop never stutters.
    while (next < ctx.currentTime + barLength) {
      scheduleBar(ctx, out, next);
      next += barLength;
    }
  };
  tick();
  timer = window.setInterval(tick, 500);
}

export function stopMusic(): void {
  if (timer !== null) window.clearInterval(timer);
  timer = null;
  master?.disconnect();
  master = null;
}
