// @vitest-environment jsdom
// A page of cards is drawn in steps: the first few with the first paint, a few more in each render after, and
// whole from then on (lib/staged-list.ts).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStagedList } from './staged-list.ts';

afterEach(cleanup);

function List({ items, drawn }: { items: number[]; drawn: string[] }) {
  const { shown, complete } = useStagedList(items, 3);
  drawn.push(`${shown.length}${complete ? ' whole' : ''}`);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const page = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);

describe('useStagedList', () => {
  it('draws the first few, then a few more in each render until the page is whole', async () => {
    const drawn: string[] = [];
    await act(async () => {
      render(<List items={page(10)} drawn={drawn} />);
    });
    expect(drawn.filter((step, i) => step !== drawn[i - 1])).toEqual(['3', '6', '9', '10 whole']);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('stays whole once drawn whole: a next page or a live change is drawn at once', async () => {
    const drawn: string[] = [];
    const { rerender } = render(<List items={page(10)} drawn={drawn} />);
    await act(async () => {});
    drawn.length = 0;
    rerender(<List items={page(20)} drawn={drawn} />);
    expect(drawn).toEqual(['20 whole']);
  });

  it('draws a short list whole from the start', () => {
    const drawn: string[] = [];
    render(<List items={page(2)} drawn={drawn} />);
    expect(drawn).toEqual(['2 whole']);
  });
});
