// @vitest-environment jsdom
// The feed composer's own rules (SPEC §5): a post needs words or a photo, and only an image file can be
// its photo. Both are refused in the browser with an error toast, before any request.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { FromRecipeState } from '#shared/contract/navigation.ts';
import { feed as t } from '#shared/i18n/feed.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { dismissToast, shownToasts, toastSaying } from '../../test/toasts.ts';
import { Composer } from './composer.tsx';

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  network = stubFetch({
    'POST /api/posts': {
      id: 'p1',
      text: '¡Acabo de cocinar Sancocho! 🍳',
      imageUrl: null,
    },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderComposer(fromRecipe: FromRecipeState['fromRecipe'] | null = null) {
  const onPublished = vi.fn();
  renderInApp(<Composer fromRecipe={fromRecipe} onPublished={onPublished} />, { path: '/feed' });
  return { onPublished, text: screen.getByLabelText(t.composer.label) };
}

const publish = () => fireEvent.click(screen.getByRole('button', { name: t.composer.publish }));

function expectError(message: string) {
  expect(toastSaying('error', message)).toBeDefined();
}

test('an empty post, or one of spaces only, is refused without sending anything', async () => {
  const { onPublished, text } = renderComposer();
  publish();
  await dismissToast('error', t.validation.empty);
  expect(shownToasts()).toEqual([]);

  fireEvent.change(text, { target: { value: ' \n  ' } });
  publish();
  expectError(t.validation.empty);
  expect(network.spy).not.toHaveBeenCalled();
  expect(onPublished).not.toHaveBeenCalled();
});

test('a file that is not an image is refused as the photo, before any upload', () => {
  renderComposer();
  const picker = screen.getByLabelText(t.composer.photo);
  const notes = new File(['receta'], 'receta.txt', { type: 'text/plain' });
  fireEvent.change(picker, { target: { files: [notes] } });
  expectError(t.errors.upload);
  expect(screen.queryByAltText(t.composer.previewAlt)).toBeNull();
  expect(network.spy).not.toHaveBeenCalled();
});

test('the counter follows the text typed', () => {
  const { text } = renderComposer();
  expect(screen.getByText(t.composer.counter(0, 2000))).toBeTruthy();
  fireEvent.change(text, { target: { value: 'Arepas' } });
  expect(screen.getByText(t.composer.counter(6, 2000))).toBeTruthy();
});

test('coming from a finished recipe, the words are already there and the post is linked to it', async () => {
  const { onPublished, text } = renderComposer({ id: 'r9', name: 'Sancocho', imageUrl: null });
  expect((text as HTMLTextAreaElement).value).toBe(t.composer.fromRecipeText('Sancocho'));
  publish();
  await waitFor(() => expect(onPublished).toHaveBeenCalledOnce());
  expect(network.requests).toEqual(['POST /api/posts']);
  const [, init] = network.spy.mock.calls[0]!;
  expect(JSON.parse(String(init?.body))).toEqual({
    text: t.composer.fromRecipeText('Sancocho'),
    imageUrl: null,
    recipeId: 'r9',
  });
  expect((text as HTMLTextAreaElement).value).toBe('');
});
