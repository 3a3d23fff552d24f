// A blocker's live streams on a real server (issue 17): events about the blocked cook's content are left
// out of the blocker's streams only, from the moment of the block, and come back after unblocking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { socialKit } from '../test/social-kit.ts';
import { openStream, type SseEvent, type SseStream } from './sse-reader.ts';

let t: TestApp;
let base: string;
const { publish } = socialKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  const address = t.server.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

async function streamOf(user: TestUser, topics: string): Promise<SseStream> {
  const stream = await openStream(`${base}/api/live?topics=${topics}`, { cookie: user.cookie }, 15_000);
  expect(stream.status).toBe(200);
  await stream.until((e) => e.name === 'ready');
  return stream;
}

const about = (postId: string) => (e: SseEvent) => e.data.postId === postId;
/** Everything the stream said up to the event about `marker` (published last, by a cook nobody blocked). */
async function upTo(stream: SseStream, marker: string): Promise<SseEvent[]> {
  const found = await stream.until((e) => e.data.type === 'post.created' && e.data.postId === marker);
  expect(found, `post.created ${marker}`).toBeDefined();
  return stream.events.slice(0, stream.events.indexOf(found!) + 1);
}

describe('live streams of a cook who blocked someone', () => {
  it('leave out the blocked cook’s posts and comments, follow a block and an unblock made while open, and never touch a third cook’s stream', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    const carla = await t.signUp('Carla');
    const carlaPost = await publish(carla, { text: 'Comenten aquí' });
    await t.request({ method: 'PUT', url: `/api/users/${beto.id}/block`, user: ana });
    const anaStream = await streamOf(ana, `feed,post:${carlaPost.id}`);
    const carlaStream = await streamOf(carla, `feed,post:${carlaPost.id}`);
    try {
      // Blocked before the stream opened.
      const hidden = await publish(beto, { text: 'No me verás' });
      const comment = await t.request({ method: 'POST', url: `/api/posts/${carlaPost.id}/comments`, user: beto, payload: { text: 'Tampoco' } });
      expect(comment.statusCode).toBe(201);
      const commentId = (comment.json() as { id: string }).id;
      const marker1 = await publish(carla, { text: 'Marca 1' });
      const ana1 = await upTo(anaStream, marker1.id);
      expect(ana1.filter(about(hidden.id))).toEqual([]);
      expect(ana1.filter((e) => e.data.commentId === commentId)).toEqual([]);
      const carla1 = await upTo(carlaStream, marker1.id);
      expect(carla1.find(about(hidden.id))?.data).toMatchObject({ type: 'post.created', authorId: beto.id });
      expect(carla1.find((e) => e.data.commentId === commentId)?.data).toMatchObject({ type: 'comment.created', authorId: beto.id });

      // Unblocked while the stream is open: Beto's next post reaches Ana again.
      await t.request({ method: 'DELETE', url: `/api/users/${beto.id}/block`, user: ana });
      const shown = await publish(beto, { text: 'Ahora sí' });
      const marker2 = await publish(carla, { text: 'Marca 2' });
      expect((await upTo(anaStream, marker2.id)).find(about(shown.id))?.data).toMatchObject({ type: 'post.created', authorId: beto.id });

      // Blocked again while open: from then on, left out.
      await t.request({ method: 'PUT', url: `/api/users/${beto.id}/block`, user: ana });
      const again = await publish(beto, { text: 'Otra vez oculto' });
      const marker3 = await publish(carla, { text: 'Marca 3' });
      expect((await upTo(anaStream, marker3.id)).filter(about(again.id))).toEqual([]);
      expect((await upTo(carlaStream, marker3.id)).filter(about(again.id)).map((e) => e.data.type)).toEqual(['post.created']);
      // The block's own event stays on Ana's topic, which this stream did not ask for.
      expect(anaStream.events.filter((e) => e.data.type === 'blocks.changed')).toEqual([]);
    } finally {
      anaStream.close();
      carlaStream.close();
    }
  });

  it('tells the blocker’s own topic which cook was blocked or unblocked', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    const stream = await streamOf(ana, `user:${ana.id}`);
    try {
      await t.request({ method: 'PUT', url: `/api/users/${beto.id}/block`, user: ana });
      await t.request({ method: 'DELETE', url: `/api/users/${beto.id}/block`, user: ana });
      const unblocked = await stream.until((e) => e.data.type === 'blocks.changed' && e.data.blocked === false);
      expect(unblocked).toBeDefined();
      expect(stream.events.filter((e) => e.data.type === 'blocks.changed').map((e) => e.data)).toEqual([
        { topic: `user:${ana.id}`, type: 'blocks.changed', userId: beto.id, blocked: true },
        { topic: `user:${ana.id}`, type: 'blocks.changed', userId: beto.id, blocked: false },
      ]);
    } finally {
      stream.close();
    }
  });
});
