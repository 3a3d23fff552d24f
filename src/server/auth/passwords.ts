// The most common passwords are refused: they are the first ones an attacker tries.
import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's list is ranked by how often each password was found in leaks: its head is the 10,000 most common.
const mostCommon = new Set(dictionary['passwords-common'].slice(0, 10_000));

/** Case-insensitive: «PassWord» is as guessable as «password». */
export function isCommonPassword(password: string): boolean {
  return mostCommon.has(password.toLowerCase());
}
