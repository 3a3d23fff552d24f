import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';
import { screenModules } from './screen-modules.ts';

const withPaths = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [...(route.path ? [route] : []), ...withPaths(route.children ?? [])]);

describe('screen-modules.ts', () => {
  const pages = withPaths(routes).filter((route) => route.path !== '*');

  it('names a module for every address of the router, and no other', () => {
    expect(Object.keys(screenModules).sort()).toEqual(pages.map((route) => route.path).sort());
  });

  it('names the module whose page the router opens at each address', async () => {
    for (const route of pages) {
      const lazy = route.lazy as () => Promise<Pick<RouteObject, 'Component'>>;
      const { Component } = await lazy();
      const page: Record<string, unknown> = await import(`../${screenModules[route.path!]}`);
      expect(Object.values(page), route.path).toContain(Component);
    }
  });
});
