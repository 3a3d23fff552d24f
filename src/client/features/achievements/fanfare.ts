// The short fanfare of an unlocked medal: four rising notes made with Web Audio, no sound file. It
// plays like the kitchen timer's alarm, with no setting of its own (the app's only switch, «Música de
// fondo», is for the background music). Where Web Audio is missing, or the browser refuses sound
// before the cook has touched the page, the celebration simply stays silent.

/** A major arpeggio up to the octave (C5 E5 G5 C6); the last note rings longer. */
export const fanfareNotes = [523.25, 659.25, 783.99, 1046.5] as const;
const noteGapS = 0.12;
const lastNoteS = 0.5;

let context: AudioContext | null = null;

export function playFanfare(): void {
  try {
    const audio = (context ??= new AudioContext());
    audio.resume().catch(() => {
      // Refused until the person's first gesture: no sound this time.
    });
    const start = audio.currentTime + 0.05;
    fanfareNotes.forEach((frequency, index) => {
      const at = start + index * noteGapS;
      const length = index === fanfareNotes.length - 1 ? lastNoteS : noteGapS * 1.5;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'triangle';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + length + 0.02);
    });
  } catch {
    // No Web Audio in this browser: the dialog and the confetti still celebrate.
  }
}
