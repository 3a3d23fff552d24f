// A cook's round picture, or their initials on a warm gradient when they have none.
const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase() || '?';

/** An empty alt marks a decorative avatar (the name is written beside it). */
export function AuthorAvatar({ name, url, alt, small = false }: { name: string; url: string | null; alt: string; small?: boolean }) {
  const size = small ? 'size-9 text-sm' : 'size-12 text-lg';
  if (url) return <img src={url} alt={alt} className={`${size} shrink-0 rounded-full border-2 border-white bg-crust object-cover shadow`} />;
  return (
    <span {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} className={`${size} grid shrink-0 place-items-center rounded-full border-2 border-white bg-gradient-to-br from-saffron to-paprika font-display font-bold text-white shadow`}>
      {initialsOf(name)}
    </span>
  );
}
