import { describe, expect, it } from 'vitest';
import {
  addLines,
  clampToNow,
  combineQuantities,
  mergeItems,
  shoppingListLimits,
  wins,
  type ShoppingItem,
} from './shopping-list.ts';

const item = (id: string, fields: Partial<ShoppingItem> = {}): ShoppingItem => ({
  id,
  name: id,
  quantity: '',
  checked: false,
  updatedAt: 1000,
  removed: false,
  ...fields,
});

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('combineQuantities', () => {
  it.each([
    ['200 g', '300 g', '500 g'],
    ['1 kg', '500 g', '1,5 kg'],
    ['500 g', '500 g', '1 kg'],
    ['1 taza', '½ taza', '1 ½ tazas'],
    ['2', '3', '5'],
    ['2 dientes', '1 diente', '3 dientes'],
    ['1 l', '250 ml', '1,25 l'],
    ['200 g', '1 taza', '200 g + 1 taza'],
    ['200 g + 1 taza', '1 taza', '200 g + 2 tazas'],
    ['al gusto', 'al gusto', 'al gusto'],
    ['2-3', '1', '2-3 + 1'],
    ['', '2', '2'],
    ['2', '', '2'],
  ])('%s + %s = %s', (a, b, total) => expect(combineQuantities(a, b)).toBe(total));
});

describe('addLines', () => {
  it('merges «patatas», «papas» and «papa» into one line, adding the grams', () => {
    const { items, added, changed } = addLines(
      [],
      [
        { name: 'papas', quantity: '500 g' },
        { name: 'patatas', quantity: '1 kg' },
        { name: 'Papa', quantity: '' },
        { name: 'cebolla', quantity: '1' },
      ],
      5,
      ids(),
    );
    expect(added).toBe(4);
    expect(items).toEqual([
      { id: 'id-1', name: 'papas', quantity: '1,5 kg', checked: false, updatedAt: 5, removed: false },
      { id: 'id-2', name: 'cebolla', quantity: '1', checked: false, updatedAt: 5, removed: false },
    ]);
    expect(changed.map((c) => c.id)).toEqual(['id-1', 'id-2']);
  });

  it('never merges what the synonyms keep apart, nor into a ticked line', () => {
    const { items } = addLines(
      [item('a', { name: 'manteca', quantity: '100 g' }), item('b', { name: 'papas', quantity: '1 kg', checked: true })],
      [
        { name: 'mantequilla', quantity: '50 g' },
        { name: 'plátano', quantity: '2' },
        { name: 'banana', quantity: '1' },
        { name: 'patatas', quantity: '500 g' },
      ],
      5,
      ids(),
    );
    expect(items.map((i) => [i.name, i.quantity, i.checked])).toEqual([
      ['manteca', '100 g', false],
      ['papas', '1 kg', true],
      ['mantequilla', '50 g', false],
      ['plátano', '2', false],
      ['banana', '1', false],
      ['patatas', '500 g', false],
    ]);
  });

  it('skips blank names, cuts long text and stops at the cap', () => {
    const full = Array.from({ length: shoppingListLimits.items - 1 }, (_, i) => item(`x${i}`, { name: `cosa ${i}` }));
    const { items, added, leftOut } = addLines(
      full,
      [
        { name: '  ', quantity: '1' },
        { name: 'z'.repeat(500), quantity: '9'.repeat(500) },
        { name: 'otra', quantity: '1' },
      ],
      5,
      ids(),
    );
    expect(added).toBe(1);
    expect(leftOut).toBe(1);
    const last = items.at(-1)!;
    expect(last.name).toHaveLength(shoppingListLimits.name);
    expect(last.quantity).toHaveLength(shoppingListLimits.quantity);
  });
});

describe('last write wins per item', () => {
  it('keeps the later change, a deletion on a tie, and what is stored on an exact tie', () => {
    expect(wins(item('a', { updatedAt: 2 }), item('a', { updatedAt: 1 }))).toBe(true);
    expect(wins(item('a', { updatedAt: 1 }), item('a', { updatedAt: 2 }))).toBe(false);
    expect(wins(item('a', { removed: true }), item('a'))).toBe(true);
    expect(wins(item('a'), item('a', { removed: true }))).toBe(false);
    expect(wins(item('a', { checked: true }), item('a'))).toBe(false);
    expect(wins(item('a'), undefined)).toBe(true);
  });

  it('a deletion on one device is not undone by an older copy from another', () => {
    const stored = [item('a', { removed: true, updatedAt: 50 }), item('b', { updatedAt: 10 })];
    const { items, winners } = mergeItems(stored, [
      item('a', { updatedAt: 40, checked: true }),
      item('b', { updatedAt: 60, checked: true }),
      item('c', { updatedAt: 5 }),
    ]);
    expect(winners.map((w) => w.id)).toEqual(['b', 'c']);
    expect(items).toEqual([stored[0], item('b', { updatedAt: 60, checked: true }), item('c', { updatedAt: 5 })]);
  });

  it('counts a change stamped in the future as made now', () => {
    expect(clampToNow(item('a', { updatedAt: 9e15 }), 100).updatedAt).toBe(100);
    expect(clampToNow(item('a', { updatedAt: 50 }), 100).updatedAt).toBe(50);
  });
});

