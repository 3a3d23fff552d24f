import { describe, expect, it } from 'vitest';
import { usernameFrom } from './profile.ts';

describe('usernameFrom', () => {
  it('uses the display name when there is one', () => {
    expect(usernameFrom('  Valentina Ríos ', 'vr@ejemplo.com')).toBe('Valentina Ríos');
  });
  it('falls back to the e-mail prefix', () => {
    expect(usernameFrom('', 'chef.ana@ejemplo.com')).toBe('chef.ana');
    expect(usernameFrom(null, 'pepe@ejemplo.com')).toBe('pepe');
  });
});
