// @vitest-environment jsdom
// The medal's fanfare: silent (never an error) where Web Audio is missing or refused, four rising
// notes to the speakers where it exists.
import { afterEach, expect, test } from 'vitest';
import { restoreBrowser, stubBrowser } from '../../test/browser-stubs.ts';
import { fanfareNotes, playFanfare } from './fanfare.ts';

afterEach(restoreBrowser);

/** Web Audio's AudioContext, recording the notes started and whether each reaches the speakers. */
class FakeAudioContext {
  static notes: Array<{ frequency: number; toSpeakers: boolean }> = [];
  static refuseResume = false;
  currentTime = 0;
  destination = {};
  resume = () => (FakeAudioContext.refuseResume ? Promise.reject(new DOMException('no gesture', 'NotAllowedError')) : Promise.resolve());
  createOscillator() {
    const note = { frequency: 0, toSpeakers: false };
    const speakers = this.destination;
    return {
      type: '',
      frequency: {
        set value(hz: number) {
          note.frequency = hz;
        },
      },
      connect: (gain: { reaches: () => boolean }) => ({
        connect: (node: unknown) => {
          note.toSpeakers = node === speakers && gain.reaches();
        },
      }),
      start: () => FakeAudioContext.notes.push(note),
      stop: () => {},
    };
  }
  createGain() {
    return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, reaches: () => true };
  }
}

test('with no Web Audio in the browser it stays silent and throws nothing', () => {
  stubBrowser(window, 'AudioContext', () => undefined);
  expect(() => playFanfare()).not.toThrow();
});

test('plays the four rising notes to the speakers, and a refused start is swallowed', async () => {
  stubBrowser(window, 'AudioContext', () => FakeAudioContext);
  FakeAudioContext.refuseResume = true;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  playFanfare();
  await new Promise((resolve) => setImmediate(resolve));
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
  expect(FakeAudioContext.notes).toEqual(fanfareNotes.map((frequency) => ({ frequency, toSpeakers: true })));
  expect([...fanfareNotes]).toEqual([...fanfareNotes].sort((a, b) => a - b));
});
