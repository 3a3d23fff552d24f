// The most common passwords are refused: they are the first ones an attacker tries.
// The list (zxcvbn's, 400 KB) loads at the first password checked, not at every server start.

// zxcvbn's list is ranked by how often each password was found in leaks: its head is the 10,000 most common.
let mostCommon: Promise<Set<string>> | undefined;
const loadMostCommon = async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].slice(0, 10_000));
};

/** Case-insensitive: «PassWord» is as guessable as «password». */
export async function isCommonPassword(password: string): Promise<boolean> {
  mostCommon ??= loadMostCommon();
  return (await mostCommon).has(password.toLowerCase());
}
