/** Whether every word of `search` (any case) appears in one of the texts. */
export function matchesSearch(search: string, texts: readonly (string | undefined)[]): boolean {
  const haystack = texts
    .filter((t) => t !== undefined)
    .join('\n')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
