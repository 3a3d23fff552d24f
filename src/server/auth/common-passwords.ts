// zxcvbn's list is ranked by how often each password was found in leaks: its head is the 10,000 most common.
// Its own module, imported only when the first password is checked (passwords.ts): the list is 400 KB.
import { dictionary } from '@zxcvbn-ts/language-common';

export const mostCommonPasswords = new Set(dictionary['passwords-common'].slice(0, 10_000));
