// Background music (SPEC §2, §9): one looping <audio> element at volume 0.3 that belongs to the page,
// not to a screen, so it keeps playing from /menu into the cooking modes until it is turned off. The
// choice is remembered per device. Browsers refuse to start sound before the person has touched the
// page, so a remembered "on" starts at their first tap or key press; meanwhile the toggle still says on.
import { sharedValue } from './shared-value.ts';

export const musicUrl = '/media/music.ogg';
export const musicVolume = 0.3;
const choiceKey = 'sazon:music';

let audio: HTMLAudioElement | null = null;
/** The person's choice, remembered on this device. */
const choice = sharedValue(readChoice(), false);

function readChoice(): boolean {
  try {
    return localStorage.getItem(choiceKey) === 'on';
  } catch {
    return false; // storage blocked: the music starts off and is simply not remembered
  }
}

function rememberChoice(on: boolean): void {
  try {
    if (on) localStorage.setItem(choiceKey, 'on');
    else localStorage.removeItem(choiceKey);
  } catch {
    // storage blocked: the choice holds for this visit only
  }
}

/** Made on first use, so nobody who never turns the music on downloads it. */
function player(): HTMLAudioElement {
  if (!audio) {
    audio = document.createElement('audio');
    audio.src = musicUrl;
    audio.loop = true;
    audio.volume = musicVolume;
    document.body.append(audio); // no controls: never shown, but findable like any other page element
  }
  return audio;
}

// A mouse press, a finger lifted or a key: whichever the browser counts as the person's first gesture.
const gestures = ['pointerdown', 'pointerup', 'keydown'] as const;

function waitForGesture(): void {
  for (const gesture of gestures) window.addEventListener(gesture, playAfterGesture, true);
}

function stopWaitingForGesture(): void {
  for (const gesture of gestures) window.removeEventListener(gesture, playAfterGesture, true);
}

function playAfterGesture(): void {
  stopWaitingForGesture();
  void play();
}

async function play(): Promise<void> {
  try {
    await player().play();
  } catch (error) {
    // Refused for want of a gesture: try again at the next one. Any other failure (a pause while
    // starting, a file that cannot play) leaves the choice as it is, silently.
    if (choice.get() && error instanceof DOMException && error.name === 'NotAllowedError') waitForGesture();
  }
}

export function isMusicOn(): boolean {
  return choice.get();
}

export function setMusicOn(on: boolean): void {
  choice.set(on);
  rememberChoice(on);
  if (on) {
    void play();
  } else {
    stopWaitingForGesture();
    audio?.pause();
  }
}

/** Called once when the app starts: music left on last time plays again. */
export function resumeRememberedMusic(): void {
  if (choice.get()) void play();
}

/** The person's choice (not whether sound is coming out yet), for the toggle. */
export function useMusicOn(): boolean {
  return choice.use();
}
