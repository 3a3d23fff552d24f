// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import { RecipeCard } from './recipe-card.tsx';

afterEach(cleanup);

const recipe: RecipeSummary = {
  id: 'r1',
  name: 'Tortilla de patatas',
  description: 'Jugosa por dentro.',
  author: 'Lucía Ferrer',
  authorId: 'u1',
  imageUrl: null,
  totalTime: '50 min',
  mealType: 'Cena',
  nationality: 'Española',
  difficulty: 'medio',
  averageRating: 4.5,
  ratingCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};

test("the book's card opens the detail from its heading and spells the rating out", () => {
  const onOpen = vi.fn();
  render(<RecipeCard recipe={{ ...recipe, ratingCount: 0, averageRating: 0 }} onOpen={onOpen} />);
  const card = screen.getByTestId('recipe-card');
  expect(within(card).getByRole('heading')).toHaveProperty('textContent', 'Tortilla de patatas');
  expect(card.textContent).toContain('por Lucía Ferrer');
  expect(card.textContent).toContain('Medio');
  expect(card.textContent).toContain('Española');
  expect(within(card).getByTestId('card-rating').textContent).toBe('Sin valoraciones');
  // Without a photo, the meal type's illustration, hidden from screen readers (the badge names the type).
  expect(within(card).queryByRole('img')).toBeNull();
  expect(card.querySelector('svg[aria-hidden="true"][viewBox="0 0 160 120"]')).not.toBeNull();
  fireEvent.click(within(card).getByRole('button', { name: 'Ver receta: Tortilla de patatas' }));
  expect(onOpen).toHaveBeenCalledWith('r1');
});

test("the book's card names the photo; the cooking card shows it beside the name, with its action", () => {
  const withPhoto = { ...recipe, imageUrl: '/api/files/recipes/tortilla.webp' };
  render(<RecipeCard recipe={withPhoto} onOpen={() => {}} />);
  expect(screen.getByRole('img', { name: 'Foto de Tortilla de patatas' })).toHaveProperty(
    'src',
    expect.stringContaining('/api/files/recipes/tortilla.webp'),
  );
  expect(screen.getByTestId('card-rating').textContent).toBe('4,5 de 5 (2 valoraciones)');
  cleanup();

  render(
    <RecipeCard recipe={withPhoto} action={<a href="/pre-cooking/r1">Cocinar</a>}>
      <p>Te falta: huevos</p>
    </RecipeCard>,
  );
  const card = screen.getByTestId('cooking-recipe-card');
  expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
  expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Tortilla de patatas');
  expect(within(card).getByText('Cena', { exact: true })).toBeTruthy();
  expect(within(card).getByText('Te falta: huevos')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Cocinar' })).toBeTruthy();
  expect(within(card).getByTestId('card-rating').textContent).toBe('Valoración media:4,5');
  expect(within(card).queryByRole('button')).toBeNull();
});

test('a cooking card leaves the rating out until someone rates', () => {
  render(<RecipeCard recipe={{ ...recipe, ratingCount: 0, averageRating: 0 }} action={null} />);
  const card = screen.getByTestId('cooking-recipe-card');
  expect(within(card).queryByTestId('card-rating')).toBeNull();
  expect(card.textContent).toContain('Tiempo:50 min');
});

test('a card pops in after its delay unless its list turns that off', () => {
  render(<RecipeCard recipe={recipe} onOpen={() => {}} delayMs={80} />);
  const popping = screen.getByTestId('recipe-card');
  expect(popping.className).toContain('animate-pop-in');
  expect(popping.style.animationDelay).toBe('80ms');
  cleanup();

  render(<RecipeCard recipe={recipe} onOpen={() => {}} delayMs={80} popIn={false} />);
  const still = screen.getByTestId('recipe-card');
  expect(still.className).not.toContain('animate-pop-in');
  expect(still.style.animationDelay).toBe('');
  cleanup();

  render(<RecipeCard recipe={recipe} action={null} popIn={false} />);
  expect(screen.getByTestId('cooking-recipe-card').className).not.toContain('animate-pop-in');
});
