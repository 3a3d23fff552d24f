// The utensil catalogue, live: a utensil added in one browser appears in every open editor.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  mergeUtensils,
  type CatalogAdded,
  type CatalogKind,
  type Utensils,
} from '#shared/contract/editor.ts';
import { defaultHeatSources, defaultPots, defaultTools } from '#shared/domain/catalog.ts';
import { call } from '../../lib/api.ts';
import { useLive } from '../../lib/live.ts';
import { utensilsQuery } from './editor-api.ts';
const defaults: Utensils = {
  heatSources: mergeUtensils(defaultHeatSources, []),
  pots: mergeUtensils(defaultPots, []),
  tools: mergeUtensils(defaultTools, []),
};

export function useUtensils(): {
  utensils: Utensils;
  addUtensil: (kind: CatalogKind, name: string) => Promise<CatalogAdded>;
} {
  const queryClient = useQueryClient();
  const query = useQuery({ ...utensilsQuery, staleTime: 5 * 60_000 });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: utensilsQuery.queryKey }),
    [queryClient],
  );
  useLive(['catalog'], refresh);
  const addUtensil = useCallback(
    async (kind: CatalogKind, name: string) => {
      const added = await call('POST /api/catalog/:kind', { params: { kind }, body: { name } });
      refresh();
      return added;
    },
    [refresh],
  );
  return { utensils: query.data ?? defaults, addUtensil };
}
