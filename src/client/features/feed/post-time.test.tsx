// @vitest-environment jsdom
// The time of a post: how long ago as its text, the exact moment as its tooltip once a pointer rests on it.
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PostTime } from './post-time.tsx';
import { exactTime } from './relative-time.ts';

it('says how long ago, and gives the exact moment as a tooltip once a pointer rests on it', () => {
  const now = Date.parse('2026-03-20T12:00:00Z');
  const iso = '2026-03-20T11:55:00.000Z';
  render(<PostTime iso={iso} clock={{ now }} className="text-sm" />);
  const time = screen.getByText('hace 5 min');
  expect(time.tagName).toBe('TIME');
  expect(time.getAttribute('datetime')).toBe(iso);
  // Not worked out with the feed: building the formatter is a first screen's cost.
  expect(time.hasAttribute('title')).toBe(false);
  fireEvent.pointerEnter(time);
  expect(time.getAttribute('title')).toBe(exactTime(iso));
  expect(time.getAttribute('title')).toMatch(/de marzo de 2026/);
});
