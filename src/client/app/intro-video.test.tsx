// @vitest-environment jsdom
// The intro video of SPEC §2: once per browser session, muted and inline, ended by «Saltar», Escape, its
// own end or a failure; never for reduced motion or without session storage. jsdom has no media or media
// queries, so the browser's play() and matchMedia are stand-ins; the session storage is jsdom's own.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { IntroVideo, useIntroShown } from './intro-video.tsx';

let reducedMotion = false;
let playAnswer: () => Promise<void>;

beforeEach(() => {
  sessionStorage.clear();
  reducedMotion = false;
  playAnswer = async () => {};
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => playAnswer());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const intro = () => screen.queryByRole('dialog', { name: 'Vídeo de bienvenida de Sazón' });

/** The video and «Saltar»'s focus join the overlay once the first frame is painted, and it is asked to play. */
async function startedVideo() {
  await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
  return intro()!.querySelector('video')!;
}

async function renderPlaying() {
  render(<IntroVideo />);
  expect(intro()).not.toBeNull();
  return startedVideo();
}

/** The overlay fades out, then leaves once its own fade has ended. */
function fadesAway() {
  const overlay = intro()!;
  expect(overlay.className).toContain('opacity-0');
  fireEvent.transitionEnd(overlay);
  expect(intro()).toBeNull();
}

test('the first load plays it muted and inline with «Saltar» focused; «Saltar» ends it for the whole session', async () => {
  render(<IntroVideo />);
  // Nothing starts in the render that builds the screen: no media player yet, no focus moved.
  expect(intro()!.querySelector('video')).toBeNull();
  expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  const video = await startedVideo();
  expect(video.muted).toBe(true);
  expect(video.hasAttribute('autoplay')).toBe(true);
  expect(video.hasAttribute('playsinline')).toBe(true);
  expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/media/intro.webm', '/media/intro.mp4']);
  const skip = screen.getByRole('button', { name: 'Saltar' });
  expect(document.activeElement).toBe(skip);

  // Tab stays on the only button instead of reaching the app behind.
  expect(fireEvent.keyDown(skip, { key: 'Tab' })).toBe(false);
  // The button's own hover transition ending does not end the intro.
  fireEvent.transitionEnd(skip);
  expect(intro()).not.toBeNull();

  fireEvent.click(skip);
  fadesAway();

  cleanup();
  render(<IntroVideo />); // a reload in the same session
  expect(intro()).toBeNull();
});

test('Escape ends it, even before its video has started', async () => {
  render(<IntroVideo />);
  fireEvent.keyDown(document, { key: 'Escape' });
  fadesAway();
  cleanup();
  sessionStorage.clear();
  await renderPlaying();
  fireEvent.keyDown(document, { key: 'Escape' });
  fadesAway();
});

test('it ends by itself when the video ends', async () => {
  fireEvent.ended(await renderPlaying());
  fadesAway();
});

test('it gets out of the way when no source can play', async () => {
  const video = await renderPlaying();
  fireEvent.error(video.querySelector('source[type="video/mp4"]')!);
  fadesAway();
});

test('it gets out of the way when the browser refuses to play it', async () => {
  playAnswer = async () => {
    throw new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError');
  };
  await renderPlaying();
  await act(async () => {}); // let the refusal arrive
  fadesAway();
  cleanup();
  render(<IntroVideo />);
  expect(intro()).toBeNull();
});

test('a new session plays it again', () => {
  render(<IntroVideo />);
  fireEvent.click(screen.getByRole('button', { name: 'Saltar' }));
  cleanup();
  sessionStorage.clear(); // what a new browser session starts with
  render(<IntroVideo />);
  expect(intro()).not.toBeNull();
});

test('never with reduced motion', () => {
  reducedMotion = true;
  render(<IntroVideo />);
  expect(intro()).toBeNull();
  expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
});

test('never when session storage cannot be used', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  render(<IntroVideo />);
  expect(intro()).toBeNull();
});

test('what must not open over the intro (the book\'s first tutorial) is told while it shows, until it has faded away', async () => {
  function Waiting() {
    return <p>{useIntroShown() ? 'intro en pantalla' : 'intro terminada'}</p>;
  }
  render(
    <>
      <IntroVideo />
      <Waiting />
    </>,
  );
  expect(screen.getByText('intro en pantalla')).toBeTruthy();
  await startedVideo();
  fireEvent.click(screen.getByRole('button', { name: 'Saltar' }));
  // Still on screen while it fades out.
  expect(screen.getByText('intro en pantalla')).toBeTruthy();
  fadesAway();
  expect(screen.getByText('intro terminada')).toBeTruthy();

  cleanup();
  render(<Waiting />); // no intro at all: nothing to wait for
  expect(screen.getByText('intro terminada')).toBeTruthy();
});
