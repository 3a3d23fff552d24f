// @vitest-environment jsdom
// What a reload of /real-cook-mode keeps (sessionStorage): the progress only while it still fits its
// recipe, and never a damaged timer.
import { afterEach, expect, test } from 'vitest';
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import { clearCook, loadCook, newProgress, saveCook, type CookProgress } from './cook-state.ts';

afterEach(() => sessionStorage.clear());

const step = { type: 'preparar', instruction: 'Pica.', time: '2 min', utensil: '', temperature: '', image: null, heatSource: '', pot: '', tools: [] } as const;
const cook: CookModeState = {
  recipe: { id: 'r1', name: 'Ensalada', steps: [{ ...step, tools: [] }, { ...step, tools: [] }] } as unknown as Recipe,
  cookSessionId: 's1',
};

test('nothing stored, or something unreadable, is no cook', () => {
  expect(loadCook()).toBeNull();
  sessionStorage.setItem('sazon-cook', '{not json');
  expect(loadCook()).toBeNull();
  sessionStorage.setItem('sazon-cook', JSON.stringify({ cook: { recipe: { id: 7, steps: [] } }, progress: {} }));
  expect(loadCook()).toBeNull();
});

test('a saved cook comes back as it was, running timer included; clearCook forgets it', () => {
  const progress: CookProgress = {
    step: 1,
    completed: [true, false],
    finished: false,
    timer: { status: 'running', totalSeconds: 120, endsAtMs: 1_700_000_000_000 },
  };
  saveCook({ cook, progress });
  expect(loadCook()).toEqual({ cook, progress });
  clearCook();
  expect(loadCook()).toBeNull();
});

test('progress that no longer fits the recipe starts the recipe over', () => {
  const misfits: CookProgress[] = [
    { ...newProgress(cook), step: 2 },
    { ...newProgress(cook), step: -1 },
    { ...newProgress(cook), step: 0.5 },
    { ...newProgress(cook), completed: [true] },
    { ...newProgress(cook), step: 1, timer: { status: 'running', totalSeconds: 60 } as never },
    { ...newProgress(cook), timer: { status: 'paused', totalSeconds: 60, remainingMs: '5' } as never },
    { ...newProgress(cook), timer: { status: 'ringing', totalSeconds: 60, remainingMs: 0 } as never },
  ];
  for (const progress of misfits) {
    saveCook({ cook, progress });
    expect(loadCook()).toEqual({ cook, progress: { step: 0, completed: [false, false], finished: false, timer: null } });
  }
});
