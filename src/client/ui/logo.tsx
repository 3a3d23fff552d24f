/** The Sazón pot: drawn inline so the first paint needs no extra request. */
export function Logo({ className = 'size-20' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} role="img" aria-label="Sazón">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#e11d48" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="url(#logo-g)" />
      <path d="M14 34h36a18 18 0 0 1-36 0z" fill="#fff7ed" />
      <rect x="10" y="31" width="44" height="5" rx="2.5" fill="#7c2d12" />
      <path d="M26 14c-3 4 3 6 0 10M34 12c-3 4 3 6 0 10M42 14c-3 4 3 6 0 10" stroke="#fff7ed" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
