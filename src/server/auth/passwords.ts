// The most common passwords are refused: they are the first ones an attacker tries.

/** Case-insensitive: «PassWord» is as guessable as «password». */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { mostCommonPasswords } = await import('./common-passwords.ts');
  return mostCommonPasswords.has(password.toLowerCase());
}
