// @vitest-environment jsdom
// The background music's rules (SPEC §2, §9): one looping element at volume 0.3, off until chosen, the
// choice remembered per device, and a remembered "on" starting at the person's first gesture because
// browsers refuse sound before one. jsdom cannot play media, so the browser's play() and pause() are a
// stand-in that records what is sounding and, like a browser, refuses to play before a gesture.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from 'vitest';

type Music = typeof import('./music.ts');

const sounding = new Set<HTMLMediaElement>();
let gestureSeen = true;
let play: MockInstance<HTMLMediaElement['play']>;
let music: Music | undefined;

/** This page load's copy of the module, as a new visit would start it. */
async function visit(): Promise<Music> {
  vi.resetModules();
  document.body.replaceChildren();
  sounding.clear();
  music = await import('./music.ts');
  return music;
}

/** Waits until the music has handled the browser's answer to its latest play(). */
async function browserAnswered(): Promise<void> {
  await (play.mock.results.at(-1)!.value as Promise<void>).catch(() => {});
}

function gesture(type: 'pointerdown' | 'pointerup' | 'keydown', countsAsGesture = true) {
  gestureSeen ||= countsAsGesture;
  document.body.dispatchEvent(new Event(type, { bubbles: true }));
}

const element = () => document.querySelector('audio');

beforeEach(() => {
  localStorage.clear();
  gestureSeen = true;
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
    if (!gestureSeen) throw new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError');
    sounding.add(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    sounding.delete(this);
  });
});

afterEach(() => {
  music?.setMusicOn(false); // no listener of this visit is left waiting for the next test's gestures
  vi.restoreAllMocks();
});

test('off until chosen; on plays one looping element at volume 0.3; the toggle follows; off pauses it', async () => {
  const { isMusicOn, resumeRememberedMusic, setMusicOn, useMusicOn } = await visit();
  const toggle = renderHook(() => useMusicOn());
  expect(isMusicOn()).toBe(false);
  resumeRememberedMusic();
  expect(element()).toBeNull(); // nothing downloaded for someone who never turned it on

  act(() => setMusicOn(true));
  expect(toggle.result.current).toBe(true);
  const audio = element()!;
  expect(audio.getAttribute('src')).toBe('/media/music.ogg');
  expect(audio.loop).toBe(true);
  expect(audio.volume).toBe(0.3);
  await vi.waitFor(() => expect(sounding.has(audio)).toBe(true));

  act(() => setMusicOn(false));
  expect(toggle.result.current).toBe(false);
  expect(sounding.size).toBe(0);

  act(() => setMusicOn(true));
  await vi.waitFor(() => expect(sounding.has(audio)).toBe(true));
  expect(document.querySelectorAll('audio')).toHaveLength(1);
});

test('the choice is remembered on this device, both on and off', async () => {
  (await visit()).setMusicOn(true);
  expect((await visit()).isMusicOn()).toBe(true);
  music!.setMusicOn(false);
  expect((await visit()).isMusicOn()).toBe(false);
});

test('a remembered "on" is refused before any gesture, then starts at the first one the browser counts', async () => {
  (await visit()).setMusicOn(true);
  gestureSeen = false;
  const { isMusicOn, resumeRememberedMusic } = await visit();
  resumeRememberedMusic();
  await browserAnswered();
  expect(sounding.size).toBe(0);
  expect(isMusicOn()).toBe(true); // the toggle keeps saying on while it waits

  // A finger touching down is not yet a gesture for the browser; lifting it is.
  gesture('pointerdown', false);
  await browserAnswered();
  expect(sounding.size).toBe(0);
  gesture('pointerup');
  await vi.waitFor(() => expect(sounding.has(element()!)).toBe(true));

  // Once playing, later taps and keys leave it alone.
  const attempts = play.mock.calls.length;
  gesture('keydown');
  gesture('pointerdown');
  expect(play.mock.calls.length).toBe(attempts);
});

test('turned off while waiting for a gesture, the gesture starts nothing', async () => {
  (await visit()).setMusicOn(true);
  gestureSeen = false;
  const { resumeRememberedMusic, setMusicOn } = await visit();
  resumeRememberedMusic();
  await browserAnswered();
  setMusicOn(false);
  const attempts = play.mock.calls.length;
  gesture('keydown');
  expect(play.mock.calls.length).toBe(attempts);
  expect(sounding.size).toBe(0);
});

test('with storage blocked the music starts off and still plays when turned on', async () => {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  const { isMusicOn, setMusicOn } = await visit();
  expect(isMusicOn()).toBe(false);
  setMusicOn(true);
  await vi.waitFor(() => expect(sounding.has(element()!)).toBe(true));
});
