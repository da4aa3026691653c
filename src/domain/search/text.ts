// Texts shared by the result cards, the autocomplete suggestions and the institution picker:
// cutting to the lengths of spec §9, and the author line of spec §2.

/**
 * spec §9: cut at `max` characters plus an ellipsis (card authors 45, description 145,
 * suggestion titles 50, author names 55, institution names 12 or 20). Characters are code
 * points, so a surrogate pair is never split; a text that fits is returned as it is. Spaces
 * and a dangling stop, comma, semicolon or colon at the cut go before the ellipsis:
 * "Lehmann…", not "Lehmann,…".
 */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max)
    .join('')
    .replace(/[\s.,;:]+$/u, '')}…`;
}

export interface AuthorName {
  givenName: string;
  familyName: string;
}

/** spec §2: authors joined by commas, each "givenName familyName" (empty parts left out). */
export function authorNames(authors: ReadonlyArray<AuthorName>): string {
  return authors
    .map((a) =>
      [a.givenName, a.familyName]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join(', ');
}
