/** Lower-case without diacritics (ñ becomes n): a form for comparing text, never for showing it. */
export function foldAccents(s: string): string {
  // NFD splits «á» into «a» plus a combining mark, and «ñ» into «n» plus a tilde; dropping the marks folds both.
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Folded text reduced to letters, digits and single spaces, for search and matching. */
export function normaliseSearchText(s: string): string {
  // Punctuation becomes a space rather than vanishing, so «pan-de-molde» or «sal/pimienta» keep their words apart.
  return foldAccents(s)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether text holds a control character (C0 or C1), which has no place in what a cook writes and can hide
 * text; with `lineBreaks`, tab and line breaks are allowed (multi-line fields).
 */
export function hasControlCharacter(s: string, { lineBreaks = false }: { lineBreaks?: boolean } = {}): boolean {
  return [...s].some((c) => {
    const code = c.codePointAt(0)!;
    if (lineBreaks && (c === '\t' || c === '\n' || c === '\r')) return false;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}
