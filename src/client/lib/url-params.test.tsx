// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { useUrlParams } from './url-params.ts';

afterEach(cleanup);

test('a change asked for before the previous one is committed keeps it (a search typed, then a filter clicked)', async () => {
  let update: ReturnType<typeof useUrlParams>['update'] = () => {};
  function Book() {
    ({ update } = useUrlParams());
    return null;
  }
  const router = createMemoryRouter([{ path: '/recipes', element: <Book /> }], { initialEntries: ['/recipes?q=arepa'] });
  render(<RouterProvider router={router} />);

  await act(async () => {
    update({ filtro: 'favorites' });
    // The search box's debounce fires before the router has committed the filter.
    update({ q: '' });
  });
  expect(router.state.location.search).toBe('?filtro=favorites');

  await act(async () => update({ receta: 'r1' }, true));
  expect(router.state.location.search).toBe('?filtro=favorites&receta=r1');
  expect(router.state.location.state).toEqual({ openedFromBook: true });
});
