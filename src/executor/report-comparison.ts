import { AGGREGATES, type MacroOutput } from '../contract/index.js';

/** How one section differs between a report and its reference. */
export interface SectionComparison {
  readonly maxAbsDiff: number;
  readonly maxRelDiff: number;
  readonly differs: boolean;
}

/** Sections compared: every aggregate (provenance and versions are expected to differ and are left out). */
export const COMPARED_SECTIONS = AGGREGATES;

function leaves(value: unknown, path: string, out: Map<string, number>): void {
  if (typeof value === 'number') out.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, out);
}

/**
 * Compares two MacroOutputs section by section (DESIGN.md §1, delivery `database` with a
 * reference): for each section present in either, the largest absolute and relative difference
 * over its numbers, and whether it differs beyond `tolerance` (absolute) — a number present on one
 * side only, or a section missing on one side, differs.
 */
export function compareMacroOutputs(
  report: MacroOutput,
  reference: MacroOutput,
  tolerance = 1e-9,
): Record<string, SectionComparison> {
  const sections: Record<string, SectionComparison> = {};
  for (const name of COMPARED_SECTIONS) {
    const a = (report as Record<string, unknown>)[name];
    const b = (reference as Record<string, unknown>)[name];
    if (a === undefined && b === undefined) continue;
    const left = new Map<string, number>();
    const right = new Map<string, number>();
    leaves(a, '', left);
    leaves(b, '', right);
    let maxAbsDiff = 0;
    let maxRelDiff = 0;
    let differs = a === undefined || b === undefined;
    for (const key of new Set([...left.keys(), ...right.keys()])) {
      const x = left.get(key);
      const y = right.get(key);
      if (x === undefined || y === undefined) {
        differs = true;
        continue;
      }
      const abs = Math.abs(x - y);
      const rel = abs === 0 ? 0 : abs / Math.max(Math.abs(x), Math.abs(y));
      maxAbsDiff = Math.max(maxAbsDiff, abs);
      maxRelDiff = Math.max(maxRelDiff, rel);
      if (abs > tolerance) differs = true;
    }
    sections[name] = { maxAbsDiff, maxRelDiff, differs };
  }
  return sections;
}
