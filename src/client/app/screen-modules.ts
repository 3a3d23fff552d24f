// The page module each address of the router opens (router.tsx), by its path under src/client. The build names
// each one's code on boot.js's tag, so a first visit fetches the screen's code together with the app's
// instead of a round trip later, once the router has started (vite.config.ts, bootAfterFirstPaint).
// router.test.ts fails if this list and the router's disagree.
export const screenModules: Readonly<Record<string, string>> = {
  '/login': 'features/auth/login-page.tsx',
  '/menu': 'app/menu-route.tsx',
  '/cook-mode-hub': 'features/cooking/cook-mode-hub-page.tsx',
  '/what-i-have': 'features/cooking/what-i-have-page.tsx',
  '/surprise-me': 'features/cooking/surprise-me-page.tsx',
  '/craving': 'features/cooking/craving-page.tsx',
  '/pre-cooking/:recipeId': 'features/cooking/pre-cooking-page.tsx',
  '/real-cook-mode': 'features/cooking/real-cook-mode-page.tsx',
  '/shopping-list': 'features/shopping-list/shopping-list-page.tsx',
  '/recipes': 'features/recipes/recipes-page.tsx',
  '/recipe-editor': 'features/editor/recipe-editor-page.tsx',
  '/recipe-editor/:recipeId': 'features/editor/recipe-editor-page.tsx',
  '/feed': 'features/feed/feed-page.tsx',
  '/profile': 'app/profile-route.tsx',
  '/league': 'features/progress/league-page.tsx',
  '/users/:id': 'features/profile/user-page.tsx',
  '/moderation': 'features/moderation/moderation-page.tsx',
  '/achievements': 'features/achievements/achievements-page.tsx',
};

/**
 * The screens people land on (issue 14's Lighthouse routes). The build gives each its own code in one file and
 * what two of them share in another (vite.config.ts, screenChunk): on a slow link with six connections, ten
 * small files were more round trips than two bigger ones.
 */
export const mainScreens = ['/menu', '/recipes', '/cook-mode-hub', '/feed'] as const;
