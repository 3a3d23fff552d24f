// Blogs publish recipe data in many shapes: the reader takes each one, caps what is too long, and the
// export reads back as the same recipe.
import { describe, expect, it } from 'vitest';
import { timeTextMinutes } from '../contract/recipe-input.ts';
import {
  cleanText,
  findRecipeNode,
  formatTotalTime,
  isoDurationMinutes,
  minutesInText,
  minutesToIsoDuration,
  readRecipeJsonLdText,
  readRecipeNode,
  recipeToJsonLd,
  servingsFromYield,
  splitIngredientLine,
  type ExportableRecipe,
} from './recipe-json-ld.ts';

const recipe = (extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Arepas de queso',
  description: 'Crujientes por fuera.',
  recipeIngredient: ['2 tazas de harina de maíz', '1 taza de queso rallado'],
  recipeInstructions: 'Mezcla la harina con agua.',
  ...extra,
});

const read = (document: unknown) => {
  const node = findRecipeNode(document);
  expect(node).not.toBeNull();
  return readRecipeNode(node!);
};

describe('finding the Recipe', () => {
  it('takes a Recipe alone, in a list, inside @graph and nested in another node', () => {
    const plain = recipe();
    expect(findRecipeNode(plain)).toBe(plain);
    expect(findRecipeNode([{ '@type': 'WebSite', name: 'Blog' }, plain])).toBe(plain);
    expect(findRecipeNode({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, { '@type': 'Person' }, plain] })).toBe(plain);
    expect(findRecipeNode({ '@type': 'WebPage', mainEntity: plain })).toBe(plain);
  });

  it('takes @type as a list and with a schema.org prefix', () => {
    const listed = recipe({ '@type': ['Recipe', 'NewsArticle'] });
    expect(findRecipeNode(listed)).toBe(listed);
    const prefixed = recipe({ '@type': 'http://schema.org/Recipe' });
    expect(findRecipeNode({ '@graph': [prefixed] })).toBe(prefixed);
  });

  it('finds nothing in a document without a Recipe', () => {
    expect(findRecipeNode({ '@type': 'Article', name: 'Noticias' })).toBeNull();
    expect(findRecipeNode([1, 'dos', null])).toBeNull();
    expect(readRecipeJsonLdText('{"@type":"Article"}')).toEqual({ problem: 'no-recipe' });
    expect(readRecipeJsonLdText('<html>')).toEqual({ problem: 'not-json' });
  });
});

describe('instructions', () => {
  it('reads one string, one step per line or numbered part', () => {
    expect(read(recipe({ recipeInstructions: 'Mezcla todo.\nCocina 10 minutos.' })).recipe.steps.map((s) => s.instruction)).toEqual([
      'Mezcla todo.',
      'Cocina 10 minutos.',
    ]);
    expect(read(recipe({ recipeInstructions: '1. Pica la cebolla. 2. Sofríe 5 minutos.' })).recipe.steps.map((s) => s.instruction)).toEqual([
      'Pica la cebolla.',
      'Sofríe 5 minutos.',
    ]);
  });

  it('reads a list of strings', () => {
    const { steps } = read(recipe({ recipeInstructions: ['Bate los huevos.', 'Hornea 25 minutos.'] })).recipe;
    expect(steps).toEqual([
      { type: 'mezclar', instruction: 'Bate los huevos.', time: '', tools: [] },
      { type: 'hornear', instruction: 'Hornea 25 minutos.', time: '25 min', tools: [] },
    ]);
  });

  it('reads HowToSteps with their durations and tools, and HowToSections of steps', () => {
    const { steps } = read(
      recipe({
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'La masa',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Amasa la harina.', performTime: 'PT10M', tool: [{ '@type': 'HowToTool', name: 'Bowl' }] },
              { '@type': 'HowToStep', text: 'Deja reposar.', totalTime: 'PT1H' },
            ],
          },
          { '@type': 'HowToSection', name: 'El relleno', itemListElement: [{ '@type': 'HowToStep', text: 'Sofríe la cebolla 1 hora y 10 minutos.' }] },
        ],
      }),
    ).recipe;
    expect(steps).toEqual([
      { type: 'mezclar', instruction: 'Amasa la harina.', time: '10 min', tools: ['BOWL'] },
      { type: 'reposar', instruction: 'Deja reposar.', time: '60 min', tools: [] },
      { type: 'cocinar', instruction: 'Sofríe la cebolla 1 hora y 10 minutos.', time: '70 min', tools: [] },
    ]);
  });

  it('reads times from the text in Spanish and English, ranges at their longest', () => {
    expect(minutesInText('Hornea de 25 a 30 minutos')).toBe(30);
    expect(minutesInText('Cook for 1 hour 15 minutes')).toBe(75);
    expect(minutesInText('Bate 30 segundos')).toBe(0.5);
    expect(minutesInText('Añade 2 a la mezcla y 3 huevos')).toBeNull();
  });
});

describe('texts', () => {
  it('strips tags, scripts and entities', () => {
    expect(cleanText('<p>Arepas &amp; queso&nbsp;<b>rico</b></p>')).toBe('Arepas & queso rico');
    expect(cleanText('Hola<script>alert(1)</script> mundo')).toBe('Hola mundo');
    expect(cleanText('&lt;script&gt;alert(1)&lt;/script&gt;Texto &#8220;bueno&#8221;')).toBe('Texto “bueno”');
    expect(cleanText('<img src=x onerror=alert(1)>Pan')).toBe('Pan');
    const { recipe: r } = read(recipe({ name: 'Tarta <em>de</em> manzana &amp; canela', description: '<p>La de la abuela</p><style>p{}</style>' }));
    expect(r.name).toBe('Tarta de manzana & canela');
    expect(r.description).toBe('La de la abuela');
  });
});

describe('images, yields and times', () => {
  it('takes the image as a string, an object or a list', () => {
    expect(read(recipe({ image: 'https://blog.ejemplo/a.jpg' })).recipe.image).toBe('https://blog.ejemplo/a.jpg');
    expect(read(recipe({ image: { '@type': 'ImageObject', url: 'https://blog.ejemplo/b.jpg' } })).recipe.image).toBe('https://blog.ejemplo/b.jpg');
    expect(read(recipe({ image: [{ '@type': 'ImageObject', contentUrl: '/c.jpg' }, 'https://blog.ejemplo/d.jpg'] })).recipe.image).toBe('/c.jpg');
    expect(read(recipe({ image: 'javascript:alert(1)' })).recipe.image).toBeNull();
    expect(read(recipe()).recipe.image).toBeNull();
  });

  it('takes recipeYield as a number, a string or a list', () => {
    expect(servingsFromYield(6)).toBe(6);
    expect(servingsFromYield('4 porciones')).toBe(4);
    expect(servingsFromYield(['8', '8 servings'])).toBe(8);
    expect(servingsFromYield({ '@type': 'QuantitativeValue', value: 3 })).toBe(3);
    expect(servingsFromYield('unas cuantas')).toBeNull();
    expect(servingsFromYield(500)).toBe(50);
    expect(read(recipe({ recipeYield: ['2', '2 raciones'] })).recipe.servings).toBe(2);
  });

  it('reads ISO 8601 durations, adds prep and cook time when there is no total, and leaves a missing one empty', () => {
    expect(isoDurationMinutes('PT1H15M')).toBe(75);
    expect(isoDurationMinutes('P1DT2H')).toBe(1560);
    expect(isoDurationMinutes('PT90S')).toBe(1.5);
    expect(isoDurationMinutes('una hora')).toBeNull();
    expect(isoDurationMinutes('P')).toBeNull();
    expect(read(recipe({ totalTime: 'PT1H15M' })).recipe.totalTime).toBe('1 h 15 min');
    expect(read(recipe({ prepTime: 'PT15M', cookTime: 'PT30M' })).recipe.totalTime).toBe('45 min');
    expect(read(recipe()).recipe.totalTime).toBe('');
    expect(minutesToIsoDuration(75)).toBe('PT1H15M');
    expect(formatTotalTime(120)).toBe('2 h');
  });
});

describe('ingredients', () => {
  it('splits quantity and name', () => {
    expect(splitIngredientLine('2 tazas de harina de maíz')).toEqual({ quantity: '2 tazas', name: 'harina de maíz' });
    expect(splitIngredientLine('1 ½ cucharaditas de sal')).toEqual({ quantity: '1 ½ cucharaditas', name: 'sal' });
    expect(splitIngredientLine('200g flour')).toEqual({ quantity: '200g', name: 'flour' });
    expect(splitIngredientLine('2-3 dientes de ajo')).toEqual({ quantity: '2-3 dientes', name: 'ajo' });
    expect(splitIngredientLine('3 huevos')).toEqual({ quantity: '3', name: 'huevos' });
    expect(splitIngredientLine('1/2 cup sugar')).toEqual({ quantity: '1/2 cup', name: 'sugar' });
    expect(splitIngredientLine('Sal al gusto')).toEqual({ quantity: 'al gusto', name: 'Sal' });
    expect(splitIngredientLine('Perejil')).toEqual({ quantity: '', name: 'Perejil' });
  });
});

describe('catalogue values', () => {
  it('maps category and cuisine in Spanish or English only when they clearly match', () => {
    expect(read(recipe({ recipeCategory: 'Dessert', recipeCuisine: 'Mexican' })).recipe).toMatchObject({ mealType: 'Postre', nationality: 'Mexicana' });
    expect(read(recipe({ recipeCategory: ['Desayuno'], recipeCuisine: 'Cocina peruana, Perú' })).recipe).toMatchObject({ mealType: 'Desayuno', nationality: 'Peruana' });
    expect(read(recipe({ recipeCategory: 'Plato principal', recipeCuisine: 'Tailandesa' })).recipe).toMatchObject({ mealType: null, nationality: null });
    expect(read(recipe({ recipeCategory: 'Breakfast, Dinner' })).recipe.mealType).toBeNull();
  });
});

describe('caps', () => {
  it('keeps at most 100 ingredients and 60 steps, shortens long texts, and says so', () => {
    const { recipe: r, notes } = read(
      recipe({
        name: 'N'.repeat(500),
        recipeIngredient: Array.from({ length: 10_000 }, (_, i) => `${i + 1} g de harina`),
        recipeInstructions: Array.from({ length: 200 }, (_, i) => ({ '@type': 'HowToStep', text: `Paso ${i + 1}: ${'mezcla '.repeat(400)}` })),
      }),
    );
    expect(r.ingredients).toHaveLength(100);
    expect(r.steps).toHaveLength(60);
    expect(r.name).toHaveLength(120);
    expect(r.steps[0]!.instruction.length).toBeLessThanOrEqual(2000);
    expect(notes).toEqual({ ingredientsFound: 10_000, ingredientsKept: 100, stepsFound: 200, stepsKept: 60, textsShortened: true });
  });
});

describe('export', () => {
  const arepas: ExportableRecipe = {
    name: 'Arepas de queso',
    description: 'Arepas crujientes por fuera y suaves por dentro.',
    author: 'Autora',
    imageUrl: '/api/files/recipe_images/a.webp',
    totalTime: '1 h 15 min',
    mealType: 'Desayuno',
    nationality: 'Venezolana',
    averageRating: 4.5,
    ratingCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    servings: 6,
    ingredients: [
      { quantity: '2 tazas', name: 'Harina de maíz', image: null },
      { quantity: 'al gusto', name: 'Sal', image: null },
    ],
    steps: [
      { type: 'mezclar', instruction: 'Mezcla la harina con agua y sal.', time: '5 min', image: null, tools: ['BOWL'], heatSource: '', pot: '' },
      { type: 'cocinar', instruction: 'Cocina en el budare.', time: '10 min', image: null, tools: [], heatSource: 'Cocina', pot: 'Plancha' },
    ],
  };
  const options = { absolute: (path: string) => `https://sazon.ejemplo${path}`, minutesOf: (time: string) => timeTextMinutes(time).minutes };

  it('writes schema.org Recipe JSON-LD', () => {
    const document = recipeToJsonLd(arepas, options);
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      image: ['https://sazon.ejemplo/api/files/recipe_images/a.webp'],
      totalTime: 'PT1H15M',
      recipeYield: '6 porciones',
      recipeCategory: 'Desayuno',
      recipeCuisine: 'Venezolana',
      recipeIngredient: ['2 tazas Harina de maíz', 'Sal al gusto'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2 },
    });
    expect((document.recipeInstructions as unknown[])[1]).toEqual({
      '@type': 'HowToStep',
      name: 'Cocinar',
      text: 'Cocina en el budare.',
      performTime: 'PT10M',
      tool: [{ '@type': 'HowToTool', name: 'Cocina' }, { '@type': 'HowToTool', name: 'Plancha' }],
    });
    expect(recipeToJsonLd({ ...arepas, ratingCount: 0 }, options).aggregateRating).toBeUndefined();
  });

  it('reads back as the same recipe', () => {
    const back = readRecipeJsonLdText(JSON.stringify(recipeToJsonLd(arepas, options)));
    expect('reading' in back && back.reading.recipe).toEqual({
      name: arepas.name,
      description: arepas.description,
      mealType: 'Desayuno',
      nationality: 'Venezolana',
      totalTime: '1 h 15 min',
      servings: 6,
      image: 'https://sazon.ejemplo/api/files/recipe_images/a.webp',
      ingredients: [
        { quantity: '2 tazas', name: 'Harina de maíz' },
        { quantity: 'al gusto', name: 'Sal' },
      ],
      steps: [
        { type: 'mezclar', instruction: 'Mezcla la harina con agua y sal.', time: '5 min', tools: ['BOWL'] },
        { type: 'cocinar', instruction: 'Cocina en el budare.', time: '10 min', tools: [] },
      ],
    });
  });
});
