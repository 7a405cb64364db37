/** Edit distance of two strings (insertions, deletions, substitutions), stopping past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The names nearest a mistyped one, for an error's hint: those at the least edit distance found
 * (at most `count`), if it is within a third of the name's length (at least 2, at most 4).
 */
export function closestNames(name: string, names: Iterable<string>, count = 3): string[] {
  const limit = Math.min(4, Math.max(2, Math.floor(name.length / 3)));
  const scored: { name: string; d: number }[] = [];
  for (const candidate of names) {
    const d = distance(name, candidate, limit);
    if (d <= limit) scored.push({ name: candidate, d });
  }
  const best = Math.min(...scored.map((s) => s.d));
  return scored
    .filter((s) => s.d === best)
    .sort((x, y) => (x.name < y.name ? -1 : 1))
    .slice(0, count)
    .map((s) => s.name);
}

/** ` — did you mean a or b?` for the nearest names, or nothing when none is near. */
export function didYouMean(name: string, names: Iterable<string>): string {
  const near = closestNames(name, names);
  return near.length === 0 ? '' : ` — did you mean ${near.join(' or ')}?`;
}
