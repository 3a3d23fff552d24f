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
import { get, post } from '../../lib/api.ts';
import { useLive } from '../../lib/live.ts';

const utensilsKey = ['editor', 'utensils'] as const;
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
  const query = useQuery({
    queryKey: utensilsKey,
    queryFn: () => get<Utensils>('/api/catalog/utensils'),
    staleTime: 5 * 60_000,
  });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: utensilsKey }),
    [queryClient],
  );
  useLive(['catalog'], refresh);
  const addUtensil = useCallback(
    async (kind: CatalogKind, name: string) => {
      const added = await post<CatalogAdded>(`/api/catalog/${kind}`, { name });
      refresh();
      return added;
    },
    [refresh],
  );
  return { utensils: query.data ?? defaults, addUtensil };
}
