// The kitchen's senses: an alarm when a timer ends (a ring made with Web Audio, no sound file, and the
// phone's vibration), a system notification when it ends while the page is hidden, the screen kept
// awake, and the step read aloud in Spanish.
import { useEffect, useState } from 'react';
import { notificationIcons } from '../../lib/service-worker-protocol.ts';

let audio: AudioContext | null = null;

/** Browsers only let a page make sound after a tap: call this from the tap that starts a timer. */
export function primeSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    // No Web Audio: the alarm still shows and vibrates.
  }
}

/** One ring lasts this long: two bursts of four beeps, like a kitchen timer's, then it starts over. */
export const ringCycleMs = 1_500;
/** An alarm nobody stops falls silent after a minute (its dialog stays until «Detener»). */
export const alarmMaxMs = 60_000;
/** The vibration of one ring (buzz, pause, buzz, in ms), in step with the sound. */
export const ringVibration = [400, 200, 400];

/** Schedules one ring's beeps, alternating two bright notes, into `output`. */
function scheduleRing(context: AudioContext, output: AudioNode): void {
  const start = context.currentTime + 0.05;
  for (const burst of [0, 0.6]) {
    for (let i = 0; i < 4; i++) {
      const at = start + burst + i * 0.11;
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.type = 'square';
      tone.frequency.value = i % 2 ? 1319 : 1047;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.08);
      tone.connect(gain).connect(output);
      tone.start(at);
      tone.stop(at + 0.09);
    }
  }
}

const canVibrate = () => typeof navigator !== 'undefined' && 'vibrate' in navigator;

/**
 * Rings and vibrates, ring after ring, until the returned function is called or a minute has passed.
 * All the beeps go through one gain node, so stopping silences the ones already scheduled too.
 */
export function startAlarm(): () => void {
  const context = audio;
  const output = context?.createGain() ?? null;
  if (context && output) output.connect(context.destination);
  const ring = () => {
    if (context && output) scheduleRing(context, output);
    if (canVibrate()) navigator.vibrate(ringVibration);
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(repeat);
    clearTimeout(limit);
    output?.disconnect();
    if (canVibrate()) navigator.vibrate(0);
  };
  const repeat = setInterval(ring, ringCycleMs);
  const limit = setTimeout(stop, alarmMaxMs);
  ring();
  return stop;
}

const askedKey = 'sazon-notifications-asked';

/** Asks once, the first time a timer starts; a refusal (or a dismissed prompt) is never asked again. */
export function askNotificationsOnce(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  if (localStorage.getItem(askedKey)) return;
  localStorage.setItem(askedKey, '1');
  void Notification.requestPermission().catch(() => undefined);
}

/** A system notification, only when the page is hidden and the cook allowed them. */
export async function notifyIfHidden(title: string, body: string): Promise<void> {
  if (
    document.visibilityState !== 'hidden' ||
    typeof Notification === 'undefined' ||
    Notification.permission !== 'granted'
  ) {
    return;
  }
  const options = { body, tag: 'sazon-timer', ...notificationIcons };
  try {
    // Mobile browsers only notify through a service worker, when the app has one.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // No way to notify here: the alarm on the page remains.
  }
}

/** Keeps the screen on while cooking, taking the lock again whenever the page becomes visible. */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let stopped = false;
    // The browser releases the lock whenever the page is hidden; it is taken again on the next show.
    const acquire = async () => {
      if (stopped || requesting || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      requesting = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, not allowed): the screen simply sleeps as usual.
      } finally {
        requesting = false;
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return held;
}

/** Reads text aloud in Spanish; stops when the component goes away. */
export function useSpeech() {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => () => void (supported && window.speechSynthesis.cancel()), [supported]);

  function speak(text: string) {
    if (!supported) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'es-ES';
    const voice = window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('es'));
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    window.speechSynthesis.speak(utterance);
    setSpeaking(true);
  }

  function stop() {
    if (supported) window.speechSynthesis.cancel();
    setSpeaking(false);
  }

  return { supported, speaking, speak, stop };
}
