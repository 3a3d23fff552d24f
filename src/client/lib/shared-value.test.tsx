// @vitest-environment jsdom
// A value shared by the tab: every screen that reads it redraws when it changes, and only then.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { sharedValue } from './shared-value.ts';

afterEach(cleanup);

test('every reader shows the new value once it is set, and setting the same value draws nothing again', () => {
  const flag = sharedValue(false);
  let draws = 0;
  function Reader({ name }: { name: string }) {
    draws += 1;
    return <p>{`${name}: ${flag.use() ? 'sí' : 'no'}`}</p>;
  }
  render(
    <>
      <Reader name="uno" />
      <Reader name="dos" />
    </>,
  );
  expect(screen.getByText('uno: no')).toBeTruthy();
  act(() => flag.set(true));
  expect(screen.getByText('uno: sí')).toBeTruthy();
  expect(screen.getByText('dos: sí')).toBeTruthy();
  const drawn = draws;
  act(() => flag.set(true));
  expect(draws).toBe(drawn);
  act(() => flag.set(false));
  expect(screen.getByText('dos: no')).toBeTruthy();
});

test('code outside React reads the same value', () => {
  const flag = sharedValue(true);
  expect(flag.get()).toBe(true);
  flag.set(false);
  expect(flag.get()).toBe(false);
});

test('an object value redraws its readers when a new one is set, not when the same one is set again', () => {
  const initial = { items: ['sal'] };
  const list = sharedValue(initial);
  let draws = 0;
  function Reader() {
    draws += 1;
    return <p>{list.use().items.join(', ')}</p>;
  }
  render(<Reader />);
  act(() => list.set({ items: ['sal', 'ajo'] }));
  expect(screen.getByText('sal, ajo')).toBeTruthy();
  const drawn = draws;
  act(() => list.set(list.get()));
  expect(draws).toBe(drawn);
});

test('a screen the server drew shows the server’s value, and the device’s own once the browser has taken it over', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  // Remembered on this device, which the server cannot read.
  const music = sharedValue(true, false);
  const Toggle = () => <button aria-pressed={music.use()}>Música</button>;
  const html = renderToString(<Toggle />);
  expect(html).toContain('aria-pressed="false"');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const drawn = container.querySelector('button')!;
  await act(async () => void hydrateRoot(container, <Toggle />));
  expect(container.querySelector('button')).toBe(drawn);
  expect(drawn.getAttribute('aria-pressed')).toBe('true');
  container.remove();
});
