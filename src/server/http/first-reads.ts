// The reads a first screen makes, named in the app shell's `Link` header so that the browser
// fetches them beside the app's code instead of after it. On a slow link each was a round trip more between
// the code arriving and the first card (session, then the list, then the card): Lighthouse cold /feed and
// /recipes waited on that chain for their largest paint. The client asks for exactly these URLs with a plain
// same-origin GET, which is what lets the browser hand it the preloaded answer; e2e/first-screen.spec.ts fails
// if a screen stops using one. The screens the server draws carry their reads in the page instead
// (first-screen.ts): a list named here serves when that drawing is not there (no server build, a read refused).
import type { FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../auth/session.ts';

/** Every screen asks who is signed in first (app/session.tsx). */
const sessionRead = '/api/auth/get-session';

/** The first page each screen lists, when its address carries no filters (features/recipes, features/feed). */
const screenReads: Record<string, readonly string[]> = {
  '/recipes': ['/api/recipes'],
  '/feed': ['/api/posts'],
};

/**
 * The `Link` header for the app shell served at this request's address. The session is read on every screen,
 * signed in or not (the sign-in screen waits for it too); a screen's list only with a session cookie, since it
 * would be refused without one.
 */
export function firstReadsLink(request: FastifyRequest): string {
  const [path = '', query] = request.url.split('?');
  const listed = hasSessionCookie(request) && query === undefined ? (screenReads[path] ?? []) : [];
  return [sessionRead, ...listed].map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', ');
}
