// Every route of the API in one union, for the client's typed call (src/client/lib/api.ts). Types only:
// a page that imports this loads no schema.
import type { achievementsApi } from './achievements.ts';
import type { authApi } from './auth.ts';
import type { cookingApi } from './cooking.ts';
import type { editorApi } from './editor.ts';
import type { feedApi } from './feed.ts';
import type { followApi } from './follow.ts';
import type { healthApi } from './health.ts';
import type { moderationApi } from './moderation.ts';
import type { profileApi } from './profile.ts';
import type { progressApi } from './progress.ts';
import type { pushApi } from './push.ts';
import type { recipeImportApi } from './recipe-import.ts';
import type { recipesApi } from './recipes.ts';
import type { RoutesOf } from './route.ts';
import type { shoppingListApi } from './shopping-list.ts';
import type { uploadsApi } from './uploads.ts';

export type ApiRoute =
  | RoutesOf<typeof achievementsApi>
  | RoutesOf<typeof authApi>
  | RoutesOf<typeof cookingApi>
  | RoutesOf<typeof editorApi>
  | RoutesOf<typeof feedApi>
  | RoutesOf<typeof followApi>
  | RoutesOf<typeof healthApi>
  | RoutesOf<typeof moderationApi>
  | RoutesOf<typeof profileApi>
  | RoutesOf<typeof progressApi>
  | RoutesOf<typeof pushApi>
  | RoutesOf<typeof recipeImportApi>
  | RoutesOf<typeof recipesApi>
  | RoutesOf<typeof shoppingListApi>
  | RoutesOf<typeof uploadsApi>;
