// The kitchen's senses: a beep when a timer ends (Web Audio, no sound file), a system notification when
// it ends while the page is hidden, the screen kept awake, and the step read aloud in Spanish.
import { useEffect, useState } from 'react';

let audio: AudioContext | null = null;

/** Browsers only let a page make sound after a tap: call this from the tap that starts a timer. */
export function primeSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    // No Web Audio: the timer still shows its message.
  }
}

/** Three short, bright beeps. */
export function beep(): void {
  if (!audio) return;
  const start = audio.currentTime + 0.05;
  for (let i = 0; i < 3; i++) {
    const at = start + i * 0.35;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'triangle';
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.3);
  }
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
  const options = { body, tag: 'sazon-timer', icon: '/icon.svg' };
  try {
    // Mobile browsers only notify through a service worker, when the app has one.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // No way to notify here: the beep and the message on the page remain.
  }
}

/** Keeps the screen on while cooking, taking the lock again whenever the page becomes visible. */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
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
