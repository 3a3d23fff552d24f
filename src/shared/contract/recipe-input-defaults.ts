// The blank step of recipe-input.ts, kept apart from its zod schema (type-only imports) so the test kit,
// which Playwright loads from e2e/ without zod, can use it too.
import type { StepType } from '../domain/catalog.ts';
import type { StepInput } from './recipe-input.ts';

/** A step of this type with nothing written yet: every optional field at the schema's default. */
export const emptyStep = (type: StepType = 'preparar'): StepInput => ({
  type,
  instruction: '',
  time: '',
  utensil: '',
  temperature: '',
  image: null,
  heatSource: '',
  pot: '',
  tools: [],
});
