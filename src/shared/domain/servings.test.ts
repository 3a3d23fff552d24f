import { describe, expect, it } from 'vitest';
import {
  clampServings,
  parseQuantity,
  parseServings,
  scaleIngredients,
  scaleQuantity,
  servingsFactor,
  servingsLimits,
} from './servings.ts';

// Every quantity below is written as it appears in the demo book (src/server/seed/demo), unless marked.
const scaled = (quantity: string, from: number, to: number) => scaleQuantity(quantity, servingsFactor(from, to));

describe('scaleQuantity: grams, kilos, millilitres and litres', () => {
  it.each([
    ['500 g', 4, 8, '1 kg'],
    ['500 g', 4, 6, '750 g'],
    ['500 g', 4, 10, '1,25 kg'],
    ['200 g', 4, 5, '250 g'],
    ['100 g', 4, 3, '75 g'],
    ['300 g', 4, 2, '150 g'],
    ['250 g', 4, 6, '375 g'],
    ['1 kg', 3, 1, '333 g'],
    ['1 kg', 4, 6, '1,5 kg'],
    ['150 g', 4, 1, '37,5 g'.replace('37,5', '38')],
    ['10 g', 4, 1, '2,5 g'],
    ['20 g', 4, 1, '5 g'],
    ['15 g', 4, 1, '4 g'],
    ['1,5 kg', 6, 3, '750 g'],
    ['1,2 kg', 4, 6, '1,8 kg'],
    ['800 g', 4, 6, '1,2 kg'],
    ['500 ml', 4, 2, '250 ml'],
    ['750 ml', 4, 8, '1,5 litros'],
    ['250 ml', 4, 6, '375 ml'],
    ['1 litro', 4, 2, '500 ml'],
    ['1 litro', 4, 8, '2 litros'],
    ['2 litros', 4, 1, '500 ml'],
    ['1,5 litros', 4, 2, '750 ml'],
    ['1,2 litros', 4, 6, '1,8 litros'],
  ])('%s for %i → %i is %s', (quantity, from, to, expected) => {
    expect(scaled(quantity, from, to)).toBe(expected);
  });

  it('never writes more than the scale shows (333 g, not 333,333 g)', () => {
    expect(scaleQuantity('1000 g', 1 / 3)).toBe('333 g');
    expect(scaleQuantity('100 g', 1 / 3)).toBe('33 g');
    expect(scaleQuantity('10 g', 1 / 3)).toBe('3,5 g');
    expect(scaleQuantity('1 kg', 2 / 3)).toBe('667 g');
  });

  it('a kilo or litre written with a fraction keeps fractions when it lands on a quarter', () => {
    expect(scaleQuantity('½ litro', 3)).toBe('1 ½ litros');
    expect(scaleQuantity('½ litro', 2)).toBe('1 litro');
    expect(scaleQuantity('½ litro', 0.5)).toBe('¼ litro');
    expect(scaleQuantity('1 ½ kg', 0.5)).toBe('¾ kg'); // from the issue
    expect(scaleQuantity('1 ¼ kg', 2)).toBe('2 ½ kg');
    // Off a quarter, it is a decimal or grams like any other kilo.
    expect(scaleQuantity('½ litro', 1 / 3)).toBe('167 ml');
    expect(scaleQuantity('medio kilo', 3)).toBe('1 ½ kilos');
  });

  it('decimals are read with a comma or a point, and «1.500 g» is fifteen hundred grams', () => {
    expect(scaleQuantity('0,5 l', 3)).toBe('1,5 l');
    expect(scaleQuantity('1.5 kg', 2)).toBe('3 kg');
    expect(scaleQuantity('1.500 g', 0.5)).toBe('750 g');
  });

  it('keeps the spelling of the unit: words stay words, letters stay letters', () => {
    expect(scaleQuantity('2 kilos', 0.75)).toBe('1,5 kilos');
    expect(scaleQuantity('300 gramos', 2)).toBe('600 gramos');
    expect(scaleQuantity('200g', 2)).toBe('400 g');
  });

  it('centimetres (of ginger, of cinnamon) are scaled as lengths', () => {
    expect(scaleQuantity('5 cm', 1.5)).toBe('7,5 cm');
  });
});

describe('scaleQuantity: cups, spoons and glasses take kitchen fractions', () => {
  it.each([
    ['1 taza', 4, 2, '½ taza'],
    ['1 taza', 4, 8, '2 tazas'],
    ['1 taza', 4, 6, '1 ½ tazas'],
    ['½ taza', 4, 8, '1 taza'],
    ['½ taza', 4, 6, '¾ taza'],
    ['½ taza', 4, 12, '1 ½ tazas'],
    ['¼ taza', 4, 2, '⅛ taza'],
    ['¾ taza', 4, 8, '1 ½ tazas'],
    ['⅓ taza', 4, 8, '⅔ taza'],
    ['2 tazas', 4, 3, '1 ½ tazas'],
    ['2 tazas', 6, 2, '⅔ taza'],
    ['2 ½ tazas', 4, 2, '1 ¼ tazas'],
    ['1 ½ tazas', 4, 8, '3 tazas'],
    ['1 ¼ tazas', 4, 8, '2 ½ tazas'],
    ['1 cucharadita', 4, 2, '½ cucharadita'],
    ['1 cucharadita', 4, 1, '¼ cucharadita'],
    ['½ cucharadita', 4, 8, '1 cucharadita'],
    ['2 cucharadas', 4, 6, '3 cucharadas'],
    ['3 cucharadas', 4, 2, '1 ½ cucharadas'],
    ['1 cucharada', 4, 12, '3 cucharadas'],
    ['4 cucharadas', 4, 1, '1 cucharada'],
    ['2 cucharaditas', 4, 1, '½ cucharadita'],
    ['2 vasitos', 6, 9, '3 vasitos'],
    ['1 vasito', 6, 3, '½ vasito'],
  ])('%s for %i → %i is %s', (quantity, from, to, expected) => {
    expect(scaled(quantity, from, to)).toBe(expected);
  });

  it('rounds to the nearest fraction a cook measures (⅓ and ⅔ included), with eighths only below one', () => {
    expect(scaleQuantity('1 taza', 1.3)).toBe('1 ⅓ tazas');
    expect(scaleQuantity('1 taza', 1.1)).toBe('1 taza');
    expect(scaleQuantity('1 taza', 1.15)).toBe('1 ¼ tazas');
    expect(scaleQuantity('1 taza', 0.12)).toBe('⅛ taza');
    expect(scaleQuantity('1 cucharadita', 0.01)).toBe('⅛ cucharadita');
    expect(scaleQuantity('6 tazas', 2)).toBe('12 tazas');
    expect(scaleQuantity('4 tazas', 2.6)).toBe('10 tazas');
  });

  it('«una», «un» and «1/2» are amounts like any other, and the unit agrees with the result', () => {
    expect(scaleQuantity('una taza', 2)).toBe('2 tazas');
    expect(scaleQuantity('una cucharada', 0.5)).toBe('½ cucharada');
    expect(scaleQuantity('1/2 taza', 2)).toBe('1 taza');
    expect(scaleQuantity('1 1/2 tazas', 2)).toBe('3 tazas');
    expect(scaleQuantity('½ cdta', 0.5)).toBe('¼ cdta');
    expect(scaleQuantity('1 cda', 2)).toBe('2 cdas');
  });
});

describe('scaleQuantity: things counted', () => {
  it.each([
    ['4', 4, 2, '2'],
    ['3', 4, 5, '4'],
    ['3', 4, 2, '1 ½'],
    ['1', 4, 6, '1 ½'],
    ['1', 4, 2, '½'],
    ['1', 4, 1, '¼'],
    ['½', 4, 8, '1'],
    ['¼', 4, 12, '¾'],
    ['12', 4, 1, '3'],
    ['12', 4, 6, '18'],
    ['6', 4, 5, '8'],
    ['24', 12, 5, '10'],
    ['1 diente', 4, 8, '2 dientes'],
    ['3 dientes', 4, 2, '1 ½ dientes'],
    ['4 dientes', 4, 2, '2 dientes'],
    ['2 dientes', 4, 2, '1 diente'],
    ['1 lata', 4, 8, '2 latas'],
    ['4 presas', 4, 1, '1 presa'],
    ['4 rebanadas', 4, 6, '6 rebanadas'],
    ['1 manojo', 4, 6, '1 ½ manojos'],
    ['½ manojo', 4, 8, '1 manojo'],
    ['2 hojas', 4, 2, '1 hoja'],
    ['1 sobre', 6, 12, '2 sobres'],
    ['3 unidades', 4, 2, '1 ½ unidades'],
    ['1 cabeza', 4, 8, '2 cabezas'],
  ])('%s for %i → %i is %s', (quantity, from, to, expected) => {
    expect(scaled(quantity, from, to)).toBe(expected);
  });

  it('keeps what follows the unit as written', () => {
    expect(scaleQuantity('1 lata (395 g)', 2)).toBe('2 latas (395 g)');
    expect(scaleQuantity('2 grandes', 2)).toBe('4 grandes'); // not in the book
  });
});

describe('scaleQuantity: ranges are scaled at both ends', () => {
  it('scales and rounds each end', () => {
    expect(scaleQuantity('2-3 dientes', 2)).toBe('4-6 dientes');
    expect(scaleQuantity('2 a 3 dientes', 3)).toBe('6-9 dientes');
    expect(scaleQuantity('1-2 cucharadas', 0.5)).toBe('½-1 cucharada');
    expect(scaleQuantity('200-250 g', 2)).toBe('400-500 g');
  });

  it('writes one amount when both ends land on it, and each unit when they land in different ones', () => {
    expect(scaleQuantity('2-3', 0.1)).toBe('¼');
    expect(scaleQuantity('600-900 g', 1.5)).toBe('900 g-1,35 kg');
  });
});

describe('scaleQuantity: what is not measured is left as written', () => {
  it.each(['al gusto', '1 pizca', 'una pizca', 'un chorrito', 'un chorro', 'c/n', 'un poco', 'sal', '', 'opcional'])(
    '«%s» stays',
    (quantity) => {
      for (const factor of [0.25, 0.5, 2, 3]) expect(scaleQuantity(quantity, factor)).toBe(quantity);
    },
  );

  it('leaves every quantity as written at the recipe own servings', () => {
    for (const quantity of ['1 ½ tazas', '500 g', '½ litro', '1,5 kg', '2-3 dientes', '1 lata (395 g)']) {
      expect(scaleQuantity(quantity, 1)).toBe(quantity);
    }
  });

  it('leaves a text that only looks like an amount, and a nonsense factor, alone', () => {
    expect(scaleQuantity('2x', 2)).toBe('2x');
    expect(scaleQuantity('1/0 taza', 2)).toBe('1/0 taza');
    expect(scaleQuantity('3-2 tazas', 2)).toBe('3-2 tazas');
    expect(scaleQuantity('1 taza', 0)).toBe('1 taza');
    expect(scaleQuantity('1 taza', Number.NaN)).toBe('1 taza');
    expect(scaleQuantity('1 taza', -2)).toBe('1 taza');
  });
});

describe('scaleQuantity: measures', () => {
  it('metric turns cups into millilitres and keeps spoons and grams', () => {
    expect(scaleQuantity('1 taza', 1, 'metric')).toBe('240 ml');
    expect(scaleQuantity('½ taza', 1, 'metric')).toBe('120 ml');
    expect(scaleQuantity('2 tazas', 3, 'metric')).toBe('1,44 litros');
    expect(scaleQuantity('2 cucharadas', 1, 'metric')).toBe('2 cucharadas');
    expect(scaleQuantity('500 g', 1, 'metric')).toBe('500 g');
    expect(scaleQuantity('8 oz', 1, 'metric')).toBe('227 g'); // not in the book
  });

  it('cups and spoons turn millilitres and litres into the measure a cook reaches for', () => {
    expect(scaleQuantity('500 ml', 1, 'cups')).toBe('2 tazas');
    expect(scaleQuantity('250 ml', 1, 'cups')).toBe('1 taza');
    expect(scaleQuantity('100 ml', 1, 'cups')).toBe('⅓ taza');
    expect(scaleQuantity('1 litro', 1, 'cups')).toBe('4 ¼ tazas');
    expect(scaleQuantity('½ litro', 0.5, 'cups')).toBe('1 taza');
    expect(scaleQuantity('30 ml', 1, 'cups')).toBe('2 cucharadas'); // not in the book
    expect(scaleQuantity('10 ml', 1, 'cups')).toBe('2 cucharaditas'); // not in the book
  });

  it('never turns grams into cups: without a density the answer would be wrong', () => {
    expect(scaleQuantity('500 g', 1, 'cups')).toBe('500 g');
    expect(scaleQuantity('200 g', 2, 'cups')).toBe('400 g');
    expect(scaleQuantity('1 pizca', 2, 'cups')).toBe('1 pizca');
    expect(scaleQuantity('3 dientes', 2, 'metric')).toBe('6 dientes');
  });
});

describe('parseQuantity', () => {
  it('reads amount, range, unit and what follows', () => {
    expect(parseQuantity('2 ½ tazas')).toMatchObject({ amount: 2.5, to: null, rest: '' });
    expect(parseQuantity('2 ½ tazas')?.unit?.plural).toBe('tazas');
    expect(parseQuantity('2-3 dientes')).toMatchObject({ amount: 2, to: 3 });
    expect(parseQuantity('1 lata (395 g)')).toMatchObject({ amount: 1, rest: ' (395 g)' });
    expect(parseQuantity('4')).toMatchObject({ amount: 4, unit: null, rest: '' });
  });

  it('answers null for what has no amount or is not measured', () => {
    for (const text of ['al gusto', '1 pizca', 'un chorrito', 'c/n', 'sal', '', '0 g']) expect(parseQuantity(text)).toBeNull();
  });
});

describe('every quantity of the demo book', () => {
  // The demo book's quantities (grep -ho "ing('[^']*'" src/server/seed/demo/*.ts), all of them.
  const book = [
    '1', '2', 'al gusto', '4', '1 cucharadita', '1 taza', '500 g', '½ taza', '2 cucharadas', '2 tazas', '3 cucharadas',
    '1 cucharada', '3', '200 g', '100 g', '300 g', '1 kg', '1 diente', '4 cucharadas', '150 g', '250 g', '1 pizca',
    '1 litro', '3 dientes', '12', '400 g', '½', '60 g', '¼ taza', '80 g', '6', '5', '4 dientes', '1 manojo', '1 lata',
    '2 tallos', '½ cucharadita', '50 g', '4 tazas', '1 rama', '¼', '8', '600 g', '3 tazas', '2 dientes', '½ litro',
    '500 ml', '2 ½ tazas', '2 cucharaditas', '10 g', '800 g', '6 dientes', '4 presas', '250 ml', '20 g', '100 ml',
    '1 ½ tazas', '¾ taza', '4 rebanadas', '20', '2 litros', '2 hojas', '1,5 litros', '1,5 kg', '1,2 kg', '⅓ taza',
    '8 rebanadas', '750 ml', '700 g', '400 ml', '4 trozos', '4 hojas', '3 tallos', '24', '200 ml', '150 ml', '10',
    '1,2 litros', '½ manojo', '90 g', '8 tajadas', '8 rodajas', '8 lonchas', '75 g', '6 tazas', '6 hojas',
    '6 cucharadas', '5 cucharadas', '5 cm', '4 tallos', '4 tajadas', '4 sobres', '4 rodajas', '320 g', '300 ml',
    '30 g', '3 vasitos', '3 litros', '3 hojas', '2 vasitos', '2 tabletas', '2 barritas', '2 astillas', '190 g', '16',
    '15 g', '120 g', '10 hojas', '1 ¼ tazas', '1 vasito', '1 trozo', '1 tallo', '1 sobre', '1 ramita',
    '1 lata (395 g)', '1 hoja', '1 hebra', '1 cabeza', '1 bolsa',
  ];

  it('reads every one but «al gusto» and «1 pizca» as an amount', () => {
    const unread = book.filter((quantity) => !parseQuantity(quantity));
    expect(unread).toEqual(['al gusto', '1 pizca']);
  });

  it('doubles every one into a clean Spanish quantity: no dots, no long decimals, no «1 tazas»', () => {
    for (const quantity of book) {
      const doubled = scaleQuantity(quantity, 2);
      expect(doubled, quantity).not.toMatch(/\.|,\d{3}|\b1 (tazas|cucharadas|dientes|hojas)\b/);
    }
  });

  it('halving and doubling back gives the quantity as written for cups, spoons and grams', () => {
    for (const quantity of ['1 taza', '½ taza', '2 cucharadas', '500 g', '1 kg', '250 ml', '1 litro', '4 dientes']) {
      expect(scaleQuantity(scaleQuantity(quantity, 0.5), 2), quantity).toBe(quantity);
    }
  });
});

describe('servings', () => {
  it('clamps to 1..50 whole portions', () => {
    expect(servingsLimits).toEqual({ min: 1, max: 50, byDefault: 4 });
    expect(clampServings(0)).toBe(1);
    expect(clampServings(1000)).toBe(50);
    expect(clampServings(2.6)).toBe(3);
    expect(clampServings(Number.NaN)).toBe(4);
  });

  it('reads portions from a URL only when they are a sane whole number', () => {
    expect(parseServings('6')).toBe(6);
    expect(parseServings('0')).toBeNull();
    expect(parseServings('51')).toBeNull();
    expect(parseServings('2.5')).toBeNull();
    expect(parseServings('cuatro')).toBeNull();
    expect(parseServings(null)).toBeNull();
  });

  it('scales a whole ingredient list, keeping names and pictures', () => {
    const list = [
      { quantity: '2 tazas', name: 'arroz', image: null },
      { quantity: 'al gusto', name: 'sal', image: 'x.webp' },
    ];
    expect(scaleIngredients(list, 4, 2)).toEqual([
      { quantity: '1 taza', name: 'arroz', image: null },
      { quantity: 'al gusto', name: 'sal', image: 'x.webp' },
    ]);
    expect(scaleIngredients(list, 4, 4)).toEqual(list);
    // A recipe with no sane servings is shown as written.
    expect(servingsFactor(0, 6)).toBe(1);
  });
});
