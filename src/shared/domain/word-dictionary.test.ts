import { describe, expect, it } from 'vitest';
import { isStopWord } from './search-terms.ts';
import { editDistance, soundKey, trigrams, WordDictionary } from './word-dictionary.ts';

describe('trigrams', () => {
  it('pads the word as pg_trgm does', () => {
    expect([...trigrams('sal')]).toEqual(['  s', ' sa', 'sal', 'al ']);
  });
});

describe('soundKey', () => {
  it('makes spellings that sound alike in Spanish equal', () => {
    expect(soundKey('pollo')).toBe(soundKey('poyo'));
    expect(soundKey('arroz')).toBe(soundKey('aros'));
    expect(soundKey('cebolla')).toBe(soundKey('sebolla'));
    expect(soundKey('huevo')).toBe(soundKey('uebo'));
    expect(soundKey('queso')).toBe(soundKey('keso'));
    expect(soundKey('gelatina')).toBe(soundKey('jelatina'));
  });

  it('keeps apart sounds that differ', () => {
    expect(soundKey('guiso')).not.toBe(soundKey('jiso'));
    expect(soundKey('chocolate')).not.toBe(soundKey('cocolate'));
    expect(soundKey('casa')).not.toBe(soundKey('gasa'));
  });
});

describe('WordDictionary.correct', () => {
  const dictionary = new WordDictionary([
    { word: 'lentejas', n: 3 },
    { word: 'arroz', n: 10 },
    { word: 'pollo', n: 8 },
    { word: 'polvo', n: 1 },
    { word: 'guacamole', n: 2 },
    { word: 'caraotas', n: 2 },
  ]);

  it('corrects typos to the closest known word', () => {
    expect(dictionary.correct('lentejs')).toBe('lentejas');
    expect(dictionary.correct('arros')).toBe('arroz');
    expect(dictionary.correct('poyo')).toBe('pollo');
    expect(dictionary.correct('guacamloe')).toBe('guacamole');
  });

  it('leaves known words, their singular or plural, short words, numbers and fillers alone', () => {
    expect(dictionary.correct('pollo')).toBe('pollo');
    expect(dictionary.correct('caraota')).toBe('caraota');
    expect(dictionary.correct('lenteja')).toBe('lenteja');
    expect(dictionary.correct('pol')).toBe('pol');
    expect(dictionary.correct('pollo2')).toBe('pollo2');
    expect(dictionary.correct('quiero')).toBe('quiero');
    expect(isStopWord('algo')).toBe(true);
  });

  it('leaves a word with nothing close enough as typed', () => {
    expect(dictionary.correct('xilofono')).toBe('xilofono');
  });

  it('prefers the spelling closest to what was typed between equally close sounds', () => {
    const words = new WordDictionary([
      { word: 'panela', n: 9 },
      { word: 'paella', n: 1 },
    ]);
    expect(words.correct('paela')).toBe('paella');
  });

  it('prefers the commoner word between equally close ones', () => {
    const words = new WordDictionary([
      { word: 'mango', n: 1 },
      { word: 'manga', n: 5 },
    ]);
    expect(words.correct('mangu')).toBe('manga');
    expect(words.size).toBe(2);
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swaps of neighbours as one edit each', () => {
    expect(editDistance('pollo', 'pollo')).toBe(0);
    expect(editDistance('lentejs', 'lentejas')).toBe(1);
    expect(editDistance('arros', 'arroz')).toBe(1);
    expect(editDistance('guacamloe', 'guacamole')).toBe(1);
    expect(editDistance('', 'sal')).toBe(3);
    expect(editDistance('sopa', 'sapo')).toBe(2);
  });
});
