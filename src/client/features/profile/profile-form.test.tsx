// @vitest-environment jsdom
// 'Editar perfil' checks its fields with the server's schema before sending: a bad value shows its
// Spanish message at the field and nothing is sent; typing in the field clears its message.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Profile } from '#shared/contract/profile.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { toastSaying } from '../../test/toasts.ts';
import { ProfileForm } from './profile-form.tsx';

const v = texts.validation;

const profile: Profile = {
  id: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana',
  username: 'Ana',
  bio: '¡Un chef en progreso!',
  favoriteCuisine: 'Variada',
  profilePictureUrl: null,
  recipesPublished: 0,
  recipesExplored: 0,
  commentsWritten: 0,
  postsCommented: 0,
  followingCount: 0,
  followersCount: 0,
  favoritesReceived: 0,
  firstPhoto: false,
  pantryMasterAchieved: false,
  achievements: [],
  timeZone: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
};

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  network = stubFetch({ 'PATCH /api/me': { ...profile, username: 'Ana María', favoriteCuisine: 'Peruana' } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm() {
  const onDone = vi.fn();
  renderInApp(<ProfileForm profile={profile} onDone={onDone} />, { path: '/profile' });
  const form = screen.getByRole('form', { name: texts.edit.start });
  return {
    onDone,
    username: screen.getByLabelText(texts.edit.username),
    bio: screen.getByLabelText(texts.edit.bio),
    cuisine: screen.getByLabelText(texts.edit.favoriteCuisine),
    save: () => fireEvent.submit(form),
  };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function messageOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

test('starts with the profile as it is and no messages', () => {
  const f = renderForm();
  expect((f.username as HTMLInputElement).value).toBe('Ana');
  expect((f.cuisine as HTMLInputElement).value).toBe('Variada');
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
});

test('an empty name and cuisine are refused at their fields and nothing is sent', () => {
  const f = renderForm();
  type(f.username, '');
  type(f.cuisine, '');
  fireEvent.click(screen.getByRole('button', { name: texts.edit.save }));

  expect(messageOf(f.username)).toBe(v.usernameEmpty);
  expect(messageOf(f.cuisine)).toBe(v.cuisineEmpty);
  expect(messageOf(f.bio)).toBeNull();
  expect(network.spy).not.toHaveBeenCalled();
  expect(f.onDone).not.toHaveBeenCalled();
});

test('a name of spaces or invisible characters counts as empty', () => {
  const f = renderForm();
  for (const blank of ['   ', '\u200B\u200B', '\u2800']) {
    type(f.username, blank);
    f.save();
    expect(messageOf(f.username)).toBe(v.usernameEmpty);
  }
  expect(network.spy).not.toHaveBeenCalled();
});

test('texts past their length are refused', () => {
  const f = renderForm();
  type(f.username, 'a'.repeat(61));
  type(f.bio, 'b'.repeat(301));
  type(f.cuisine, 'c'.repeat(61));
  f.save();
  expect(messageOf(f.username)).toBe(v.usernameTooLong);
  expect(messageOf(f.bio)).toBe(v.bioTooLong);
  expect(messageOf(f.cuisine)).toBe(v.cuisineTooLong);
  expect(network.spy).not.toHaveBeenCalled();
});

test('typing in a field clears its message and leaves the others', () => {
  const f = renderForm();
  type(f.username, '');
  type(f.cuisine, '');
  f.save();
  type(f.username, 'A');
  expect(messageOf(f.username)).toBeNull();
  expect(f.username.getAttribute('aria-invalid')).toBeNull();
  expect(messageOf(f.cuisine)).toBe(v.cuisineEmpty);
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([v.cuisineEmpty]);
});

test('a good form is sent once, trimmed, then says so and closes', async () => {
  const f = renderForm();
  type(f.username, '  Ana María ');
  type(f.cuisine, ' Peruana ');
  f.save();
  await screen.findByText(texts.edit.saved);
  expect(toastSaying('success', texts.edit.saved)).toBeDefined();
  expect(f.onDone).toHaveBeenCalledOnce();
  expect(network.requests).toEqual(['PATCH /api/me']);
  const [, init] = network.spy.mock.calls[0]!;
  expect(JSON.parse(String(init?.body))).toEqual({ username: 'Ana María', bio: '¡Un chef en progreso!', favoriteCuisine: 'Peruana' });
});
