import { describe, expect, it } from 'vitest';
import {
  ingredientKey,
  ingredientTerms,
  isStapleKey,
  ingredientSynonymGroups,
  matchPantry,
  sameIngredient,
  selectionKeys,
} from './ingredients.ts';
import { foldAccents } from './text.ts';

/**
 * The groups of /work/shared/ingredient-synonyms.md, culantro left out as that file itself asks. Written out
 * here, not taken from ingredientSynonymGroups: the curated table is checked against them.
 */
const referenceGroups = [
  ['papa', 'patata'],
  ['aguacate', 'palta', 'cura'],
  ['frijol', 'fríjol', 'poroto', 'caraota', 'judía', 'alubia', 'habichuela', 'frejol'],
  ['elote', 'choclo', 'mazorca', 'maíz tierno'],
  ['calabaza', 'zapallo', 'auyama', 'ahuyama', 'ayote'],
  ['calabacín', 'zapallito', 'calabacita', 'zucchini'],
  ['durazno', 'melocotón'],
  ['fresa', 'frutilla'],
  ['batata', 'boniato', 'camote', 'papa dulce'],
  ['guisante', 'arveja', 'chícharo'],
  ['judía verde', 'chaucha', 'ejote', 'vainita', 'poroto verde', 'habichuela tierna'],
  ['tomate', 'jitomate'],
  ['yuca', 'mandioca'],
  ['cerdo', 'chancho', 'cochino', 'puerco'],
  ['chayote', 'chayota', 'guatila', 'cidra', 'güisquil'],
  ['pimiento', 'pimentón', 'morrón', 'chile morrón'],
  ['ají', 'chile', 'guindilla'],
  ['papaya', 'lechosa', 'fruta bomba', 'mamón'],
  ['sandía', 'patilla'],
  ['bizcocho', 'bizcochuelo', 'queque', 'ponqué'],
  ['bistec', 'bife', 'filete'],
  ['maní', 'cacahuete', 'cacahuate'],
  ['palomitas', 'pochoclo', 'pororó', 'cabritas', 'canchita', 'crispetas', 'cotufas', 'canguil'],
  ['piña', 'ananá'],
  ['maracuyá', 'parchita', 'mburucuyá', 'fruta de la pasión'],
  ['pomelo', 'toronja'],
  ['dulce de leche', 'cajeta', 'arequipe', 'manjar', 'manjar blanco'],
  ['nata', 'crema de leche'],
  ['carne picada', 'carne molida'],
  ['panceta', 'tocino', 'tocineta', 'beicon', 'bacon'],
  ['gamba', 'camarón', 'langostino'],
  ['champiñón', 'hongo', 'seta'],
  ['remolacha', 'betabel', 'betarraga'],
  ['col', 'repollo'],
  ['cebolleta', 'cebolla de verdeo', 'cebollín', 'cebolla larga'],
  ['albaricoque', 'damasco', 'chabacano'],
  ['pan de molde', 'pan lactal', 'pan de caja', 'pan tajado'],
  ['azúcar glas', 'azúcar impalpable', 'azúcar flor', 'azúcar pulverizada'],
  ['maicena', 'fécula de maíz', 'almidón de maíz'],
  ['achiote', 'onoto', 'bija'],
  ['ajonjolí', 'sésamo'],
  ['zumo', 'jugo'],
  ['pavo', 'guajolote', 'chompipe'],
  ['cilantro'],
];

/** The plural of a one-word name: -es after l, n, r or d, -ces for -z, else -s; longer names stay as they are. */
function plural(name: string): string {
  if (name.includes(' ') || name.endsWith('s')) return name;
  if (name.endsWith('z')) return `${name.slice(0, -1)}ces`;
  return /[lnrd]$/.test(name) ? `${name}es` : `${name}s`;
}

describe('ingredientKey', () => {
  it('folds accents and ñ', () => {
    expect(ingredientKey('jamón')).toBe('jamon');
    expect(ingredientKey('ñame')).toBe('name');
    expect(sameIngredient('pina', 'piña')).toBe(true);
    expect(sameIngredient('jamon', 'jamón')).toBe(true);
  });

  it('ignores case and surrounding punctuation', () => {
    expect(ingredientKey('  AJO. ')).toBe('ajo');
    expect(ingredientKey('Pimienta')).toBe('pimienta');
  });

  it('singularises plurals in -s, -es, -ces and after a stressed vowel', () => {
    expect(ingredientKey('tomates')).toBe('tomate');
    expect(ingredientKey('papas')).toBe('papa');
    expect(ingredientKey('limones')).toBe('limon');
    expect(ingredientKey('flores de calabaza')).toBe('flor de calabaza');
    expect(ingredientKey('nueces')).toBe('nuez');
    expect(ingredientKey('ajíes')).toBe('aji');
    expect(ingredientKey('ajís')).toBe('aji');
    expect(ingredientKey('dulces')).toBe('dulce');
    expect(ingredientKey('chiles')).toBe(ingredientKey('chile'));
    expect(ingredientKey('caraotas')).toBe('frijol');
  });

  it('leaves singular words that end in s alone', () => {
    expect(ingredientKey('anís')).toBe('anis');
    expect(ingredientKey('cuscús')).toBe('cuscus');
    expect(ingredientKey('res')).toBe(ingredientKey('carne de res'));
  });

  it('strips quantities and units', () => {
    expect(ingredientKey('2 tazas de arroz')).toBe('arroz');
    expect(ingredientKey('500 g de harina')).toBe('harina');
    expect(ingredientKey('500g de harina')).toBe('harina');
    expect(ingredientKey('1 kg de papas')).toBe('papa');
    expect(ingredientKey('250 ml de leche')).toBe('leche');
    expect(ingredientKey('2 cucharadas de aceite')).toBe('aceite');
    expect(ingredientKey('1 cucharadita de comino')).toBe('comino');
    expect(ingredientKey('2 cdas. de azúcar')).toBe('azucar');
    expect(ingredientKey('3 dientes de ajo')).toBe('ajo');
    expect(ingredientKey('1 pizca de sal')).toBe('sal');
    expect(ingredientKey('una lata (400 g) de atún')).toBe('atun');
    expect(ingredientKey('1 taza y media de harina')).toBe('harina');
  });

  it('strips «al gusto» and similar fillers', () => {
    expect(ingredientKey('sal al gusto')).toBe('sal');
    expect(ingredientKey('pimienta a gusto')).toBe('pimienta');
    expect(ingredientKey('orégano c/n')).toBe('oregano');
    expect(ingredientKey('perejil (opcional)')).toBe('perejil');
    expect(ingredientKey('aceite para freír')).toBe('aceite');
  });

  it('strips fractions and decimals', () => {
    expect(ingredientKey('½ cebolla')).toBe('cebolla');
    expect(ingredientKey('¼ de taza de leche')).toBe('leche');
    expect(ingredientKey('1 ½ tazas de leche')).toBe('leche');
    expect(ingredientKey('1/2 taza de leche')).toBe('leche');
    expect(ingredientKey('1.5 kg de papas')).toBe('papa');
    expect(ingredientKey('1,5 kg de papas')).toBe('papa');
  });

  it('strips colour, state, cut and size descriptors after the ingredient', () => {
    expect(ingredientKey('2 tazas de arroz blanco')).toBe('arroz');
    expect(ingredientKey('½ cebolla morada picada')).toBe('cebolla');
    expect(ingredientKey('perejil fresco finamente picado')).toBe('perejil');
    expect(ingredientKey('plátanos maduros')).toBe('platano');
    expect(ingredientKey('queso rallado')).toBe('queso');
    expect(ingredientKey('zanahoria en cubos')).toBe('zanahoria');
    expect(ingredientKey('pollo cocido y desmenuzado')).toBe('pollo');
    expect(ingredientKey('2 huevos grandes')).toBe('huevo');
    expect(ingredientKey('mantequilla sin sal')).toBe('mantequilla');
    expect(ingredientKey('tomates, pelados y sin semillas')).toBe('tomate');
    expect(ingredientKey('caraotas negras')).toBe('frijol');
  });

  it('keeps the first word even when it looks like a descriptor', () => {
    expect(ingredientKey('dorado')).toBe('dorado');
  });

  it('keeps known compound names whole', () => {
    expect(ingredientKey('harina de maíz precocida')).toBe('harina de maiz');
    expect(ingredientKey('1 lata de leche de coco')).toBe('leche de coco');
    expect(ingredientKey('aceite de oliva extra virgen')).toBe('aceite de oliva');
    expect(ingredientKey('ají amarillo molido')).toBe('aji amarillo');
    expect(ingredientKey('queso blanco rallado')).toBe('queso blanco');
    expect(ingredientKey('chocolate blanco')).not.toBe(ingredientKey('chocolate'));
    expect(ingredientKey('pan rallado')).not.toBe(ingredientKey('pan'));
  });

  it('maps the words of a longer name through the synonym groups', () => {
    expect(sameIngredient('jugo de 2 limones', 'zumo de limón')).toBe(true);
    expect(sameIngredient('salsa de jitomate', 'salsa de tomate')).toBe(true);
    expect(sameIngredient('mantequilla de maní', 'mantequilla de cacahuete')).toBe(true);
  });

  it('maps the examples of the brief to their group keys', () => {
    expect(ingredientKey('500 g de carne molida')).toBe('carne picada');
    expect(ingredientKey('patatas')).toBe('papa');
    expect(ingredientKey('palta')).toBe('aguacate');
  });

  it.each(referenceGroups.map((group) => [group[0]!, group] as const))(
    'maps every name of the reference group «%s» to one key',
    (first, group) => {
      const key = foldAccents(first);
      for (const name of group) expect(ingredientKey(name), name).toBe(key);
    },
  );

  it('maps every name of every curated group, and its plural, to the first name', () => {
    expect(ingredientSynonymGroups.length).toBeGreaterThanOrEqual(45);
    for (const group of ingredientSynonymGroups) {
      const key = foldAccents(group[0]!);
      for (const name of group) {
        expect(ingredientKey(name), name).toBe(key);
        expect(ingredientKey(`2 ${plural(name)}`), plural(name)).toBe(key);
      }
    }
  });

  it('prefers the longest known name', () => {
    expect(ingredientKey('papa dulce')).toBe('batata');
    expect(ingredientKey('porotos verdes')).toBe('judia verde');
    expect(ingredientKey('chile morrón')).toBe('pimiento');
    expect(ingredientKey('fruta de la pasión')).toBe('maracuya');
  });

  it('keeps words whose meaning changes by country apart', () => {
    expect(ingredientKey('manteca')).toBe('manteca');
    expect(sameIngredient('manteca', 'mantequilla')).toBe(false);
    expect(sameIngredient('tortilla', 'arepa')).toBe(false);
    expect(ingredientKey('plátano')).toBe('platano');
    expect(sameIngredient('plátano', 'banana')).toBe(false);
    expect(sameIngredient('torta', 'bizcocho')).toBe(false);
    expect(sameIngredient('culantro', 'cilantro')).toBe(false);
    const grouped = ingredientSynonymGroups.flat().map(foldAccents);
    for (const word of ['manteca', 'torta', 'tortilla', 'platano', 'culantro']) {
      expect(grouped).not.toContain(word);
    }
  });

  it('merges peppers only within the same heat', () => {
    expect(sameIngredient('ají', 'guindilla')).toBe(true);
    expect(sameIngredient('pimiento rojo', 'morrón')).toBe(true);
    expect(sameIngredient('ají dulce', 'ají')).toBe(false);
    expect(sameIngredient('ají dulce', 'pimiento')).toBe(false);
    expect(sameIngredient('chile', 'pimiento')).toBe(false);
  });

  it('gives an empty key when nothing is left', () => {
    expect(ingredientKey('')).toBe('');
    expect(ingredientKey(' 2 ')).toBe('');
    expect(ingredientKey('al gusto')).toBe('');
  });

  it('is stable when applied to its own result', () => {
    for (const raw of ['2 tazas de arroz blanco', 'palomitas', 'judías verdes', 'jugo de naranja']) {
      expect(ingredientKey(ingredientKey(raw))).toBe(ingredientKey(raw));
    }
  });
});

describe('ingredientTerms', () => {
  it('gives the group key of a regional name and the words of the rest, without quantities or descriptors', () => {
    expect(ingredientTerms('Paltas maduras')).toEqual(['aguacate']);
    expect(ingredientTerms('2 tazas de arroz blanco')).toEqual(['arroz']);
    expect(ingredientTerms('1 pechuga de pollo')).toEqual(['pechuga', 'pollo']);
    expect(ingredientTerms('')).toEqual([]);
  });

  it('adds the first word of a known name of several words when it names nothing else', () => {
    expect(ingredientTerms('500 g de carne molida')).toEqual(['carne picada', 'carne']);
    expect(ingredientTerms('aceite de oliva')).toEqual(['aceite de oliva', 'aceite']);
    // «papa dulce» is a sweet potato, never any «papa»; «ají dulce» is not a hot pepper.
    expect(ingredientTerms('papa dulce')).toEqual(['batata']);
    expect(ingredientTerms('3 ajíes dulces')).toEqual(['aji dulce']);
  });
});

describe('sameIngredient', () => {
  it('never matches two empty names', () => {
    expect(sameIngredient('', ' ')).toBe(false);
  });
});

describe('selectionKeys', () => {
  it('gives each selected name its key, synonyms folded and duplicates dropped', () => {
    expect(selectionKeys(['Patatas', 'papa', 'Palta'])).toEqual(['papa', 'aguacate']);
  });

  it('also gives every part of a name of several parts, without the connectors', () => {
    expect(selectionKeys(['pechuga de pollo'])).toEqual(['pechuga de pollo', 'pechuga', 'pollo']);
    expect(selectionKeys(['sal y pimienta negra'])).toEqual(['sal y pimienta', 'sal', 'pimienta']);
    expect(selectionKeys(['filete de cerdo'])).toEqual(['bistec de cerdo', 'bistec', 'cerdo']);
  });

  it('keeps a name known whole in one piece', () => {
    expect(selectionKeys(['leche de coco'])).toEqual(['leche de coco']);
    expect(selectionKeys(['papa dulce'])).toEqual(['batata']);
    expect(selectionKeys(['ají dulce'])).toEqual(['aji dulce']);
    expect(selectionKeys(['2 tazas de arroz blanco'])).toEqual(['arroz']);
  });

  it('drops names that leave nothing', () => {
    expect(selectionKeys(['', '  ', 'de', 'al gusto'])).toEqual([]);
  });
});

describe('isStapleKey', () => {
  it('knows salt, water, oil, pepper and sugar, alone or together, and nothing else', () => {
    for (const line of ['sal', '1 taza de agua', 'aceite para freír', 'aceite de oliva', 'pimienta negra', 'azúcar', 'sal y pimienta al gusto']) {
      expect(isStapleKey(ingredientKey(line)), line).toBe(true);
    }
    for (const line of ['azúcar morena', 'papa', 'sal y cebolla', '']) expect(isStapleKey(ingredientKey(line)), line).toBe(false);
  });
});

describe('matchPantry', () => {
  const recipe = ['2 papas', '1 aguacate', '1 pizca de sal', '1 taza de agua', '1 cebolla'];

  it('lists had and missing ingredients as written, staples always had, with the share covered', () => {
    expect(matchPantry(recipe, ['patata', 'palta'])).toEqual({
      have: ['2 papas', '1 aguacate', '1 pizca de sal', '1 taza de agua'],
      missing: ['1 cebolla'],
      ratio: 0.8,
      chosen: 2,
    });
  });

  it('counts only chosen ingredients beyond the staples as chosen', () => {
    expect(matchPantry(recipe, ['sal', 'agua'])).toMatchObject({ chosen: 0, missing: ['2 papas', '1 aguacate', '1 cebolla'] });
    expect(matchPantry(recipe, ['papa', 'aguacate', 'cebolla'])).toMatchObject({ ratio: 1, chosen: 3, missing: [] });
  });

  it('counts a recipe ingredient named by a part of a selected name', () => {
    expect(matchPantry(['1 pollo', '1 cucharadita de sal'], ['pechuga de pollo', 'sal y pimienta'])).toEqual({
      have: ['1 pollo', '1 cucharadita de sal'],
      missing: [],
      ratio: 1,
      chosen: 1,
    });
    expect(matchPantry(['200 ml de leche'], ['leche de coco']).ratio).toBe(0);
  });

  it('skips blank ingredient lines and gives 0 for a recipe with no ingredients', () => {
    expect(matchPantry(['', '  ', 'ajo'], ['ajo']).ratio).toBe(1);
    expect(matchPantry([], ['ajo'])).toEqual({ have: [], missing: [], ratio: 0, chosen: 0 });
  });
});
