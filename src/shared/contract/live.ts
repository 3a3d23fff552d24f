// Live topics and messages. No zod here: every screen with live updates imports this file, and the
// query schema the server validates /api/live with lives apart in live-query.ts.

/** Topics: 'feed', 'catalog', 'recipes', 'league', 'recipe:<id>', 'post:<id>', 'user:<id>'. */
export const liveTopicPattern = /^[a-z]+(?::[A-Za-z0-9-]{1,64})?$/;

export const feedTopic = 'feed';
export const postTopic = (postId: string) => `post:${postId}`;
export const recipeTopic = (id: string) => `recipe:${id}`;
/** Announced by the database itself after every change to the recipes table (migration 0002). */
export const recipesChangedTopic = 'recipes';
/** Any cook's XP may have changed ({ userId }): the leagues showing them refetch. */
export const leagueTopic = 'league';
/** A cook's own news (counters, achievements): only that cook may listen to it. */
export const userTopic = (userId: string) => `user:${userId}`;


/** Said by the client's live connection when it could not resume: whatever a screen shows may be stale. */
export const liveResync = 'live.resync';

/** What every live message carries; the client refetches the data it names. */
export interface LiveMessage {
  topic: string;
  type: string;
  [key: string]: unknown;
}
