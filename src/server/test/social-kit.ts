// What the feed and follow tests share: posting through the API and reading back the rows and
// counters the social writes keep.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Post } from '#shared/contract/feed.ts';
import type { TestApp, TestUser } from './harness.ts';

/**
 * The helpers for the test file's app, which `app` returns once beforeAll has built it, e.g.
 * `const { publish, profileOf } = socialKit(() => t);`.
 */
export function socialKit(app: () => TestApp) {
  /** Publishes a post through the API; anything but a 201 fails the test. */
  async function publish(user: TestUser, payload: Record<string, unknown>): Promise<Post> {
    const response = await app().request({ method: 'POST', url: '/api/posts', user, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Post;
  }

  /** The first row a query returns. */
  async function row<T extends Record<string, unknown>>(query: SQL): Promise<T | undefined> {
    const { rows } = await app().database.db.execute(query);
    return rows[0] as T | undefined;
  }

  const profileOf = (userId: string) =>
    row<{ posts_commented: number; comments_written: number; following_count: number; followers_count: number; posts_with_image: number }>(
      sql`SELECT posts_commented, comments_written, following_count, followers_count, posts_with_image FROM profiles WHERE user_id = ${userId}`,
    );

  const achievementsOf = async (userId: string) =>
    (await app().database.db.execute<{ achievement_id: string }>(sql`SELECT achievement_id FROM user_achievements WHERE user_id = ${userId}`)).rows.map(
      (r) => r.achievement_id,
    );

  return { publish, row, profileOf, achievementsOf };
}
