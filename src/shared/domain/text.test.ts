import { describe, expect, it } from 'vitest';
import { foldAccents, normaliseSearchText } from './text.ts';

describe('foldAccents', () => {
  it('removes accents and diaeresis', () => {
    expect(foldAccents('jamón ají pingüino café')).toBe('jamon aji pinguino cafe');
  });
  it('turns ñ into n in either case', () => {
    expect(foldAccents('Piña ÑAME')).toBe('pina name');
  });
  it('lower-cases', () => {
    expect(foldAccents('AZÚCAR Glas')).toBe('azucar glas');
  });
  it('keeps spacing and punctuation as they are', () => {
    expect(foldAccents('  sal, pimienta ')).toBe('  sal, pimienta ');
  });
});

describe('normaliseSearchText', () => {
  it('folds, trims and collapses whitespace', () => {
    expect(normaliseSearchText('  Arroz\t con   POLLO \n')).toBe('arroz con pollo');
  });
  it('drops punctuation between words', () => {
    expect(normaliseSearchText('¡Pan-de-molde! (tostado), ¿sí?')).toBe('pan de molde tostado si');
  });
  it('keeps digits', () => {
    expect(normaliseSearchText('2 tazas: 500g')).toBe('2 tazas 500g');
  });
  it('turns punctuation-only text into an empty string', () => {
    expect(normaliseSearchText(' ¡¿...?! ')).toBe('');
  });
});
