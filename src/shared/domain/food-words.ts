// Foods a cook may ask for that the book may not have yet. A search never "corrects" one of these (or a
// name of the synonym groups) into another word: «tofu» finds nothing rather than «todo».
import { ingredientSynonymGroups } from './ingredients.ts';
import { foldAccents } from './text.ts';

// prettier-ignore
const foods = [
  'tofu', 'pizza', 'sushi', 'quinoa', 'kale', 'hummus', 'tahini', 'seitan', 'tempeh', 'miso', 'ramen', 'curry',
  'falafel', 'couscous', 'cuscús', 'bulgur', 'lasaña', 'ñoquis', 'gnocchi', 'risotto', 'paella', 'gazpacho',
  'salmorejo', 'croqueta', 'empanada', 'arepa', 'cachapa', 'hallaca', 'tamal', 'taco', 'burrito', 'quesadilla',
  'enchilada', 'pozole', 'mole', 'ceviche', 'anticucho', 'causa', 'lomo', 'ají', 'rocoto', 'huacatay', 'chicha',
  'sancocho', 'ajiaco', 'bandeja', 'pupusa', 'chipá', 'locro', 'humita', 'churrasco', 'asado', 'chorizo',
  'morcilla', 'salchicha', 'jamón', 'tocino', 'pollo', 'pavo', 'pato', 'conejo', 'cordero', 'cabrito', 'ternera',
  'res', 'cerdo', 'pescado', 'atún', 'salmón', 'bacalao', 'merluza', 'sardina', 'trucha', 'corvina', 'tilapia',
  'pulpo', 'calamar', 'almeja', 'mejillón', 'langosta', 'ostra', 'cangrejo', 'gamba', 'huevo', 'leche', 'queso',
  'yogur', 'mantequilla', 'manteca', 'nata', 'crema', 'arroz', 'pasta', 'fideo', 'pan', 'harina', 'avena',
  'lenteja', 'garbanzo', 'frijol', 'haba', 'soja', 'soya', 'maíz', 'trigo', 'cebada', 'centeno', 'papa', 'yuca',
  'ñame', 'malanga', 'plátano', 'banana', 'manzana', 'pera', 'naranja', 'limón', 'lima', 'mandarina', 'uva',
  'fresa', 'mora', 'frambuesa', 'arándano', 'cereza', 'mango', 'piña', 'coco', 'guayaba', 'guanábana', 'mamey',
  'kiwi', 'melón', 'sandía', 'higo', 'dátil', 'tomate', 'cebolla', 'ajo', 'pimiento', 'zanahoria', 'apio',
  'pepino', 'lechuga', 'espinaca', 'acelga', 'berenjena', 'calabacín', 'calabaza', 'brócoli', 'coliflor',
  'repollo', 'alcachofa', 'espárrago', 'champiñón', 'aceituna', 'alcaparra', 'nuez', 'almendra', 'avellana',
  'pistacho', 'maní', 'castaña', 'chocolate', 'cacao', 'café', 'té', 'vainilla', 'canela', 'comino', 'orégano',
  'romero', 'tomillo', 'laurel', 'albahaca', 'perejil', 'cilantro', 'menta', 'azafrán', 'pimentón', 'jengibre',
  'mostaza', 'vinagre', 'aceite', 'sal', 'azúcar', 'miel', 'sopa', 'caldo', 'guiso', 'estofado', 'ensalada',
  'tortilla', 'torta', 'pastel', 'tarta', 'flan', 'natilla', 'helado', 'galleta', 'bizcocho', 'churro', 'buñuelo',
  'turrón', 'mazapán', 'brownie', 'crepe', 'panqueque', 'waffle', 'hamburguesa', 'sándwich', 'perro', 'hotdog',
  'pisco', 'vino', 'cerveza', 'ron', 'tequila', 'mezcal', 'sake', 'sidra', 'jerez', 'aguardiente', 'chicha',
];

const foodWords = new Set(
  [...foods, ...ingredientSynonymGroups.flat()].flatMap((name) => foldAccents(name).split(' ')),
);

/** The folded word names a food: it is never corrected into another word. */
export const isFoodWord = (word: string): boolean => foodWords.has(word) || foodWords.has(word.replace(/e?s$/, ''));
