import { describe, expect, it } from 'vitest';
import { displayNameProblem, trimDisplayName, usernameFrom } from './profile.ts';

describe('usernameFrom', () => {
  it('uses the display name when there is one', () => {
    expect(usernameFrom('  Valentina Ríos ', 'vr@ejemplo.com')).toBe('Valentina Ríos');
  });
  it('falls back to the e-mail prefix', () => {
    expect(usernameFrom('', 'chef.ana@ejemplo.com')).toBe('chef.ana');
    expect(usernameFrom(null, 'pepe@ejemplo.com')).toBe('pepe');
  });
});

describe('display name rule', () => {
  it('trims spaces and invisible characters at either end', () => {
    expect(trimDisplayName('  Ana  ')).toBe('Ana');
    expect(trimDisplayName('\u200B Ana\uFEFF')).toBe('Ana');
  });
  it('needs a visible character and at most 60 characters', () => {
    expect(displayNameProblem('')).toBe('empty');
    expect(displayNameProblem('\u200B\u200B')).toBe('empty');
    expect(displayNameProblem('\u3164')).toBe('empty');
    expect(displayNameProblem('a'.repeat(61))).toBe('tooLong');
    expect(displayNameProblem('a'.repeat(60))).toBeNull();
    expect(displayNameProblem('🍳')).toBeNull();
  });
  it('a provider name is trimmed and cut, never split inside an emoji; an invisible one falls back to the e-mail', () => {
    expect(usernameFrom(`  ${'b'.repeat(70)}  `, 'x@ejemplo.com')).toBe('b'.repeat(60));
    expect(usernameFrom(`${'c'.repeat(59)}🍳`, 'x@ejemplo.com')).toBe('c'.repeat(59));
    expect(usernameFrom('\u200B\u200B', 'chef.ana@ejemplo.com')).toBe('chef.ana');
    expect(usernameFrom(null, `${'d'.repeat(64)}@ejemplo.com`)).toBe('d'.repeat(60));
  });
});
