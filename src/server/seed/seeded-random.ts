// A deterministic source of randomness for the demo content: the same text always gives the same numbers,
// so every fresh install draws the same pictures and hands out the same demo ratings.

/** Numbers in [0, 1), like Math.random, but from a seed. */
export type Rng = () => number;

/** FNV-1a hash of the text seeds a mulberry32 generator. */
export function rngFrom(text: string): Rng {
  let seed = 0x811c9dc5;
  for (const char of text) seed = Math.imul(seed ^ char.codePointAt(0)!, 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, low: number, high: number) => low + (high - low) * rng();
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** One of the values, each as likely as its weight. */
export function weighted<T>(rng: Rng, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices.at(-1)![0];
}
