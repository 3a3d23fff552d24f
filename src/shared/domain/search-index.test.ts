import { describe, expect, it } from 'vitest';
import { selectionKeys } from './ingredients.ts';
import { bookFields, cravingFields, SearchIndex, type SearchDocument } from './search-index.ts';

let created = 0;
const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  name: '',
  author: 'Ana Pérez',
  authorId: 'ana',
  description: '',
  mealType: 'Almuerzo',
  nationality: 'Internacional',
  difficulty: 'facil',
  ratingCount: 0,
  createdAt: ++created,
  ingredients: [],
  ...fields,
});

const indexOf = (...docs: SearchDocument[]) => {
  const index = new SearchIndex();
  for (const d of docs) index.put(d);
  return index;
};

const text = (index: SearchIndex, q: string, searched = bookFields, extra: { offset?: number; limit?: number } = {}) => {
  const { words } = index.understand(q, searched);
  return index.searchText({ words, fields: searched, offset: extra.offset ?? 0, limit: extra.limit ?? 10 }).ids;
};

describe('SearchIndex.searchText', () => {
  it('ranks a name match over an ingredient over the author, and leaves descriptions to cravings', () => {
    const index = indexOf(
      doc('by-author', { author: 'Pollo Ramírez' }),
      doc('by-ingredient', { name: 'Sopa', ingredients: ['1 pollo entero'] }),
      doc('by-name', { name: 'Pollo asado' }),
      doc('by-description', { name: 'Arroz', description: 'Va bien con pollo' }),
    );
    expect(text(index, 'pollo')).toEqual(['by-name', 'by-ingredient', 'by-author']);
    expect(text(index, 'pollo', cravingFields)).toEqual(['by-name', 'by-ingredient', 'by-description']);
  });

  it('puts recipes with every word before those with some, then the most rated, then the newest', () => {
    const index = indexOf(
      doc('rice', { name: 'Arroz blanco', ratingCount: 50 }),
      doc('both', { name: 'Arroz con pollo' }),
      doc('chicken-old', { name: 'Pollo frito', ratingCount: 3 }),
      doc('chicken-new', { name: 'Pollo guisado', ratingCount: 3 }),
    );
    expect(text(index, 'pollo con arroz')).toEqual(['both', 'rice', 'chicken-new', 'chicken-old']);
  });

  it('is blind to accents, case and number, and merges regional names but never the words kept apart', () => {
    const index = indexOf(
      doc('tortilla', { name: 'Tortilla de patatas' }),
      doc('tostones', { name: 'Tostones', ingredients: ['2 plátanos verdes'] }),
      doc('batido', { name: 'Batido', ingredients: ['1 cambur'] }),
      doc('pie', { name: 'Pie de manzana', ingredients: ['100 g de manteca'] }),
    );
    expect(text(index, 'PAPAS')).toEqual(['tortilla']);
    expect(text(index, 'platano')).toEqual(['tostones']);
    expect(text(index, 'Plátanos')).toEqual(['tostones']);
    expect(text(index, 'banana')).toEqual(['batido']);
    expect(text(index, 'mantequilla')).toEqual([]);
  });

  it('finds nationality, meal type and flavour words in a craving', () => {
    const index = indexOf(
      doc('ceviche', { name: 'Ceviche', nationality: 'Peruana', ingredients: ['1 ají limo'] }),
      doc('flan', { name: 'Flan', mealType: 'Postre' }),
      doc('salad', { name: 'Ensalada' }),
    );
    expect(text(index, 'algo peruano', cravingFields)).toEqual(['ceviche']);
    expect(text(index, 'algo picante', cravingFields)).toEqual(['ceviche']);
    expect(text(index, 'algo dulce', cravingFields)).toEqual(['flan']);
  });

  it('narrows by filters and pages through the ranking', () => {
    const index = indexOf(...Array.from({ length: 5 }, (_, i) => doc(`soup-${i}`, { name: 'Sopa', difficulty: i < 3 ? 'facil' : 'medio' })));
    const { words } = index.understand('sopa', bookFields);
    const page = (offset: number) => index.searchText({ words, fields: bookFields, offset, limit: 2, filters: { difficulty: 'facil' } });
    expect(page(0)).toEqual({ ids: ['soup-2', 'soup-1'], more: true });
    expect(page(2)).toEqual({ ids: ['soup-0'], more: false });
  });

  it('follows changes: a new text takes effect, a rating only moves the order, a removal hides it', () => {
    const index = indexOf(doc('a', { name: 'Sopa de lentejas' }), doc('b', { name: 'Sopa de fideos' }));
    index.put(doc('a', { name: 'Crema de calabaza', createdAt: 1 }));
    expect(text(index, 'lentejas')).toEqual([]);
    expect(text(index, 'auyama')).toEqual(['a']);
    index.put(doc('b', { name: 'Sopa de fideos', ratingCount: 9, createdAt: 2 }));
    expect(index.deadShare).toBe(1 / 3);
    index.remove('b');
    expect(text(index, 'sopa')).toEqual([]);
    expect(index.size).toBe(1);
  });
});

describe('recipes found by their cook', () => {
  const byRosa = (id: string, name: string, ratingCount: number) => doc(id, { name, author: 'Rosa Quispe', authorId: 'rosa', ratingCount });

  it('come most rated first, ranked with the words of their text, and follow ratings and removals', () => {
    const index = indexOf(
      byRosa('sopa', 'Sopa criolla', 1),
      byRosa('ceviche', 'Ceviche clásico', 5),
      byRosa('lomo', 'Lomo saltado', 3),
      doc('ceviche-ana', { name: 'Ceviche mixto', ratingCount: 9 }),
    );
    expect(text(index, 'rosa quispe')).toEqual(['ceviche', 'lomo', 'sopa']);
    // Both words (dish and cook) first; then a name match over an author match, whatever the ratings.
    expect(text(index, 'ceviche rosa')).toEqual(['ceviche', 'ceviche-ana', 'lomo', 'sopa']);
    expect(text(index, 'quispe', bookFields, { limit: 1 })).toEqual(['ceviche']);
    index.put(byRosa('sopa', 'Sopa criolla', 8));
    expect(text(index, 'rosa')).toEqual(['sopa', 'ceviche', 'lomo']);
    index.remove('ceviche');
    expect(text(index, 'rosa')).toEqual(['sopa', 'lomo']);
    const { words } = index.understand('rosa', bookFields);
    expect(index.searchText({ words, fields: bookFields, offset: 0, limit: 10, filters: { difficulty: 'medio' } }).ids).toEqual([]);
  });
});

describe('recipes with the same text', () => {
  const copy = (id: string, extra: Partial<SearchDocument>) => doc(id, { name: 'Arepa reina pepiada', ingredients: ['Harina de maíz', 'Pollo', 'Palta'], ...extra });

  it('are each found, most rated first, with their own author, filters and changes', () => {
    const index = indexOf(
      copy('ana-1', { ratingCount: 1 }),
      copy('ana-2', { ratingCount: 7 }),
      copy('luis', { author: 'Luis Arepero', authorId: 'luis', difficulty: 'medio', ratingCount: 3 }),
      doc('other', { name: 'Cachapa' }),
    );
    expect(text(index, 'arepa')).toEqual(['ana-2', 'luis', 'ana-1']);
    expect(text(index, 'arepa luis')).toEqual(['luis', 'ana-2', 'ana-1']);
    expect(text(index, 'arepa', bookFields, { limit: 1 })).toEqual(['ana-2']);
    expect(index.searchPantry(selectionKeys(['aguacate']), 0, 10).hits.map((hit) => hit.id)).toEqual(['ana-2', 'luis', 'ana-1']);
    // A rating moves a copy within its group; an edit moves it out; a removal takes it away.
    index.put(copy('ana-1', { ratingCount: 9 }));
    expect(text(index, 'arepa')).toEqual(['ana-1', 'ana-2', 'luis']);
    index.put(doc('luis', { name: 'Cachapa con queso', author: 'Luis Arepero', authorId: 'luis' }));
    expect(text(index, 'pepiada')).toEqual(['ana-1', 'ana-2']);
    index.remove('ana-2');
    expect(text(index, 'arepa')).toEqual(['ana-1']);
    const { words } = index.understand('arepa', bookFields);
    expect(index.searchText({ words, fields: bookFields, offset: 0, limit: 10, filters: { difficulty: 'medio' } }).ids).toEqual([]);
  });

  it("are named best first by likelyShown: each group's most rated before any group's second, removed ones never", () => {
    const index = indexOf(
      copy('arepa-1', { ratingCount: 1 }),
      copy('arepa-9', { ratingCount: 9 }),
      copy('arepa-5', { ratingCount: 5 }),
      doc('cachapa-2', { name: 'Cachapa', ratingCount: 2 }),
      doc('cachapa-4', { name: 'Cachapa', ratingCount: 4 }),
      doc('gone', { name: 'Hallaca' }),
    );
    index.remove('gone');
    expect(index.likelyShown(10)).toEqual(['arepa-9', 'cachapa-4', 'arepa-5', 'cachapa-2', 'arepa-1']);
    expect(index.likelyShown(3)).toEqual(['arepa-9', 'cachapa-4', 'arepa-5']);
  });

  it('a filter that leaves out the best copies of a group still finds the others, page by page, most rated first', () => {
    // Thirty copies, most rated first are the easy ones: the difficult ones come after the page's floor was set.
    const copies = Array.from({ length: 30 }, (_, i) => copy(`copy-${i}`, { ratingCount: 60 - i, difficulty: i % 3 === 2 ? 'dificil' : 'facil' }));
    const index = indexOf(...copies, copy('elsewhere', { nationality: 'Venezolana', difficulty: 'dificil', ratingCount: 100 }));
    const { words } = index.understand('arepa', bookFields);
    const page = (offset: number, filters: Parameters<SearchIndex['searchText']>[0]['filters']) =>
      index.searchText({ words, fields: bookFields, offset, limit: 4, filters });
    const difficult = copies.filter((c) => c.difficulty === 'dificil').map((c) => c.id);
    expect(page(0, { difficulty: 'dificil', nationality: 'Internacional' })).toEqual({ ids: difficult.slice(0, 4), more: true });
    expect(page(8, { difficulty: 'dificil', nationality: 'Internacional' })).toEqual({ ids: difficult.slice(8, 10), more: false });
    // The copy of another nationality is a group of its own, left out whole, or found alone.
    expect(page(0, { nationality: 'Venezolana' }).ids).toEqual(['elsewhere']);
    expect(page(0, { nationality: 'Peruana' }).ids).toEqual([]);
  });
});

describe('SearchIndex.understand', () => {
  const index = indexOf(doc('arroz', { name: 'Arroz con pollo' }), doc('paisa', { name: 'Bandeja paisa' }), doc('lentejas', { name: 'Lentejas' }));

  it('corrects only a word that names nothing, and says what it searched', () => {
    expect(index.understand('arros con poyo', bookFields).corrected).toBe('arroz con pollo');
    expect(index.understand('Lentejs', bookFields).corrected).toMatch(/^lentejas?$/);
    expect(index.understand('arroz', bookFields).corrected).toBeNull();
  });

  it('never turns a food or a known regional name into another word', () => {
    for (const q of ['pizza', 'tofu', 'piña', 'pizza hawaiana con piña']) {
      const { words } = index.understand(q, bookFields);
      expect(words.map((w) => w.typed).join(' '), q).not.toMatch(/paisa|todo/);
    }
  });

  it('reads only the first words of a huge query, and nothing from punctuation, stop words or symbols', () => {
    expect(index.understand('pollo '.repeat(900), bookFields).words).toHaveLength(1);
    expect(index.understand('arroz ' + Array.from({ length: 40 }, (_, i) => `w${i}x`).join(' '), bookFields).words.length).toBeLessThanOrEqual(12);
    for (const q of ['¿¡!?.,;', 'de la con el', "'; DROP TABLE recipes;--", '.*+?^${}()|[]\\', '🍕🌮']) {
      expect(text(index, q), q).toEqual([]);
    }
  });
});

describe('SearchIndex.searchPantry', () => {
  const index = indexOf(
    doc('omelette', { ingredients: ['3 huevos', '2 papas', 'sal', 'aceite'], ratingCount: 1 }),
    doc('mash', { ingredients: ['1 kg de patatas', 'mantequilla', 'sal'], ratingCount: 5 }),
    doc('fries', { ingredients: ['papas', 'aceite para freír', 'sal'] }),
    doc('bread', { ingredients: ['harina', 'agua', 'sal', 'levadura'] }),
  );
  const pantry = (selected: string[]) => index.searchPantry(selectionKeys(selected), 0, 10).hits;

  it('never counts staples as missing, and orders by fewest missing, share covered, then popularity', () => {
    expect(pantry(['papa', 'huevo'])).toEqual([
      { id: 'omelette', missing: 0, ratio: 1 },
      { id: 'fries', missing: 0, ratio: 1 },
      { id: 'mash', missing: 1, ratio: 2 / 3 },
    ]);
  });

  it('does not find a recipe by staples alone', () => {
    expect(pantry(['sal', 'agua', 'aceite'])).toEqual([]);
    expect(pantry(['harina', 'sal']).map((hit) => hit.id)).toEqual(['bread']);
  });

  it('pages, and takes 50 ingredients without trouble', () => {
    expect(index.searchPantry(selectionKeys(['papas']), 1, 1)).toEqual({ hits: [{ id: 'omelette', missing: 1, ratio: 0.75 }], more: true });
    const many = Array.from({ length: 50 }, (_, i) => `ingrediente ${i}`);
    expect(pantry([...many, 'levadura']).map((hit) => hit.id)).toEqual(['bread']);
  });
});
