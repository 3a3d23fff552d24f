/** Up to two initials of a name, for people without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?'];
  return letters.map((w) => Array.from(w ?? '')[0] ?? '').join('').toUpperCase() || '?';
}

const sizes = { sm: 'size-11 text-base', lg: 'size-28 text-4xl' } as const;

/** A round picture, or the initials on a warm gradient. */
export function Avatar({ name, url, size = 'sm', alt }: { name: string; url: string | null; size?: keyof typeof sizes; alt?: string }) {
  const base = `${sizes[size]} shrink-0 rounded-full border-4 border-white shadow-md`;
  if (url) return <img src={url} alt={alt ?? ''} className={`${base} bg-crust object-cover`} />;
  return (
    <span aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt} className={`${base} grid place-items-center bg-gradient-to-br from-saffron to-paprika font-display font-bold text-white`}>
      {initialsOf(name)}
    </span>
  );
}
