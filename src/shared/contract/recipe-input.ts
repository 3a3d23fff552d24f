// What the recipe editor sends: validated the same way in the browser form and on the server.
import { difficulties, heatedStepTypes, mealTypes, stepTypes, type StepType } from '../domain/catalog.ts';
import { servingsLimits } from '../domain/servings.ts';
import { hasControlCharacter } from '../domain/text.ts';
import { editor } from '../i18n/editor.ts';
import { fill } from '../i18n/fill.ts';
import { servings as servingsTexts } from '../i18n/servings.ts';
import { imageUrlSchema } from './uploads.ts';
import { z } from './zod.ts';

const v = editor.validation;

// The name rules live here rather than with the catalogue (editor.ts): editor.ts takes this file's
// schema for its routes, and importing back would make the two modules a cycle.
/** Utensil and step-tool names are kept trimmed and upper-cased (SPEC §5). */
export const normaliseUtensilName = (name: string) => name.trim().toLocaleUpperCase('es');

/** Names are the same utensil when they differ only in case. */
const sameUtensil = (a: string, b: string) => a.toLocaleUpperCase('es') === b.toLocaleUpperCase('es');

export const hasUtensil = (list: readonly string[], name: string) =>
  list.some((item) => sameUtensil(item, name));

// Control characters (other than tab and line breaks) have no business in a recipe and can hide text.
const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((s) => !hasControlCharacter(s, { lineBreaks: true }), v.controlCharacters);
const required = (max: number, empty: string, tooLong: string) => text(max, tooLong).min(1, empty);

const minutesPerUnit: Record<string, number> = { d: 1440, h: 60, m: 1, s: 1 / 60 };
const amountPattern =
  /(\d+(?:[.,]\d+)?)\s*(d[ií]as?|d|h(?:oras?|rs?)?|min(?:utos?)?|m|seg(?:undos?)?|s)?(?![a-z])/giu;

/** Minutes a free-text time such as '1 h 30 min' adds up to (a bare number counts as minutes), and whether it holds any number. */
export function timeTextMinutes(time: string): { minutes: number; hasNumber: boolean; negative: boolean } {
  let minutes = 0;
  let hasNumber = false;
  for (const [, amount, unit] of time.matchAll(amountPattern)) {
    hasNumber = true;
    minutes += Number(amount!.replace(',', '.')) * minutesPerUnit[(unit ?? 'm').charAt(0).toLowerCase()]!;
  }
  // A minus right before a number is negative; '10-15 min' is a range.
  return { minutes, hasNumber, negative: /(?<!\p{N}\s*)[-−]\s*\d/u.test(time) };
}

/** A time text with sane bounds; the total time (with an `empty` message) is required and not zero. */
const timeText = (max: number, tooLong: string, maxMinutes: number, absurd: string, empty?: string) =>
  (empty ? required(max, empty, tooLong) : text(max, tooLong)).superRefine((time, ctx) => {
    const { minutes, hasNumber, negative } = timeTextMinutes(time);
    if (negative) ctx.addIssue({ code: 'custom', message: v.negativeTime });
    else if (minutes > maxMinutes) ctx.addIssue({ code: 'custom', message: absurd });
    else if (empty && hasNumber && minutes === 0) ctx.addIssue({ code: 'custom', message: v.totalTimeZero });
  });

const isHeated = (type: StepType) => heatedStepTypes.includes(type);

const sv = servingsTexts.validation;
/**
 * How many portions the quantities are for: a whole number from 1 to 50, 4 when absent. «cuatro», 2.5, 0 and
 * 1000 are refused with their own message (the form's number field sends a number, or NaN when left empty).
 */
export const servingsInputSchema = z
  .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? sv.required : sv.notNumber) })
  .int(sv.notWhole)
  .min(servingsLimits.min, sv.tooFew)
  .max(servingsLimits.max, fill(sv.tooMany, { max: servingsLimits.max }))
  .default(servingsLimits.byDefault);

export const ingredientInputSchema = z.object({
  quantity: text(60, v.quantityTooLong),
  name: required(120, v.ingredientNameRequired, v.ingredientNameTooLong),
  image: imageUrlSchema.default(null),
});

export const stepInputSchema = z
  .object({
    type: z.enum(stepTypes, { error: v.stepType }),
    instruction: required(2000, v.instructionRequired, v.instructionTooLong),
    time: timeText(40, v.stepTimeTooLong, 24 * 60, v.stepTimeAbsurd).default(''),
    utensil: text(80, v.utensilTooLong).default(''),
    temperature: text(40, v.temperatureTooLong).default(''),
    image: imageUrlSchema.default(null),
    heatSource: text(60, v.heatSourceTooLong).default(''),
    pot: text(60, v.potTooLong).default(''),
    tools: z
      .array(text(60, v.toolTooLong))
      .max(20, v.toolsMax)
      .default([])
      .transform((tools) =>
        tools
          .map(normaliseUtensilName)
          .reduce<string[]>((kept, tool) => (tool && !hasUtensil(kept, tool) ? [...kept, tool] : kept), []),
      ),
  })
  .superRefine((step, ctx) => {
    if (isHeated(step.type) && step.temperature && !step.heatSource) {
      ctx.addIssue({ code: 'custom', path: ['temperature'], message: v.temperatureNeedsHeat });
    }
  })
  // A step keeps only the utensils of its type (SPEC §4): heat source, pot and temperature, or tools.
  .transform((step) =>
    isHeated(step.type) ? { ...step, tools: [] } : { ...step, heatSource: '', pot: '', temperature: '' },
  );

export const recipeInputSchema = z.object({
  name: required(120, v.nameRequired, v.nameTooLong),
  description: required(2000, v.descriptionRequired, v.descriptionTooLong),
  mealType: z.enum(mealTypes, { error: v.mealType }),
  totalTime: timeText(40, v.totalTimeTooLong, 7 * 24 * 60, v.totalTimeAbsurd, v.totalTimeRequired),
  nationality: required(60, v.nationalityRequired, v.nationalityTooLong),
  difficulty: z.enum(difficulties, { error: v.difficulty }).default('medio'),
  servings: servingsInputSchema,
  imageUrl: imageUrlSchema.default(null),
  ingredients: z.array(ingredientInputSchema).min(1, v.ingredientsMin).max(100, v.ingredientsMax),
  steps: z.array(stepInputSchema).min(1, v.stepsMin).max(60, v.stepsMax),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;
/** The form's shape before parsing (defaults not yet filled, tools not yet normalised). */
export type RecipeDraftInput = z.input<typeof recipeInputSchema>;
export type IngredientInput = z.infer<typeof ingredientInputSchema>;
export type StepInput = z.infer<typeof stepInputSchema>;
