// Every route of SPEC §2, each page loaded on demand.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { RequireUser, SignedOutOnly, UnknownPath, VerifyingSession } from './guards.tsx';
import { RouteError } from './route-error.tsx';

/** Exported for router.test.ts, which holds screen-modules.ts to the same pages. */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    // Shown while the first page's code loads: the loading screen index.html painted, kept as it was.
    HydrateFallback: VerifyingSession,
    errorElement: <RouteError />,
    children: [
      {
        Component: SignedOutOnly,
        children: [{ path: '/login', lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }) }],
      },
      {
        // Cooking modes also open offline or for someone who chose to cook without an account.
        element: <RequireUser allowOffline />,
        children: [
          { path: '/menu', lazy: async () => ({ Component: (await import('./menu-route.tsx')).MenuRoute }) },
          { path: '/cook-mode-hub', lazy: async () => ({ Component: (await import('../features/cooking/cook-mode-hub-page.tsx')).CookModeHubPage }) },
          { path: '/what-i-have', lazy: async () => ({ Component: (await import('../features/cooking/what-i-have-page.tsx')).WhatIHavePage }) },
          { path: '/surprise-me', lazy: async () => ({ Component: (await import('../features/cooking/surprise-me-page.tsx')).SurpriseMePage }) },
          { path: '/craving', lazy: async () => ({ Component: (await import('../features/cooking/craving-page.tsx')).CravingPage }) },
          { path: '/pre-cooking/:recipeId', lazy: async () => ({ Component: (await import('../features/cooking/pre-cooking-page.tsx')).PreCookingPage }) },
          { path: '/real-cook-mode', lazy: async () => ({ Component: (await import('../features/cooking/real-cook-mode-page.tsx')).RealCookModePage }) },
          { path: '/shopping-list', lazy: async () => ({ Component: (await import('../features/shopping-list/shopping-list-page.tsx')).ShoppingListPage }) },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { path: '/recipes', lazy: async () => ({ Component: (await import('../features/recipes/recipes-page.tsx')).RecipesPage }) },
          { path: '/recipe-editor', lazy: async () => ({ Component: (await import('../features/editor/recipe-editor-page.tsx')).RecipeEditorPage }) },
          { path: '/recipe-editor/:recipeId', lazy: async () => ({ Component: (await import('../features/editor/recipe-editor-page.tsx')).RecipeEditorPage }) },
          { path: '/feed', lazy: async () => ({ Component: (await import('../features/feed/feed-page.tsx')).FeedPage }) },
          { path: '/profile', lazy: async () => ({ Component: (await import('./profile-route.tsx')).ProfileRoute }) },
          { path: '/league', lazy: async () => ({ Component: (await import('../features/progress/league-page.tsx')).LeaguePage }) },
          { path: '/users/:id', lazy: async () => ({ Component: (await import('../features/profile/user-page.tsx')).UserPage }) },
          { path: '/moderation', lazy: async () => ({ Component: (await import('../features/moderation/moderation-page.tsx')).ModerationPage }) },
          { path: '/achievements', lazy: async () => ({ Component: (await import('../features/achievements/achievements-page.tsx')).AchievementsPage }) },
        ],
      },
      { path: '*', Component: UnknownPath },
    ],
  },
];

/** Created by start-app.tsx when the app starts, not when this module is evaluated. */
export const createAppRouter = () => createBrowserRouter(routes);
