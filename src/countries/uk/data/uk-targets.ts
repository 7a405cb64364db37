/**
 * The published UK totals of `uk-targets.json`, read into typed targets: each model total names
 * the model variables it sums and, for a count, which of their rows it counts.
 */
import targetsJson from './uk-targets.json' with { type: 'json' };

/** Which rows of a variable a count counts: positive values, one value, or values from a floor. */
export type UkRowSelector =
  | { readonly kind: 'positive' }
  | { readonly kind: 'equals'; readonly value: string | number }
  | { readonly kind: 'atLeast'; readonly value: number };

/** A published total of model variables (an amount, or a count of the variables' rows). */
export interface UkModelTotal {
  readonly name: string;
  readonly variables: readonly string[];
  /** Absent for an amount. */
  readonly count?: UkRowSelector;
  /** The published figure (a share of households already applied). */
  readonly value: number;
  /** The year the figure describes. */
  readonly year: number;
  readonly source: string;
  readonly href: string;
  readonly approximate: boolean;
}

/** A malformed entry of `uk-targets.json`: names the entry and field, and what is expected. */
export class UkTargetsError extends Error {
  readonly code = 'uk_targets_invalid';
  constructor(
    message: string,
    readonly entry: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'UkTargetsError';
  }
}

type Raw = Readonly<Record<string, unknown>>;

function parseCount(raw: unknown, entry: string): UkRowSelector | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'positive') return { kind: 'positive' };
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Raw;
  if (typeof r.equals === 'string' || typeof r.equals === 'number')
    return { kind: 'equals', value: r.equals };
  if (typeof r.atLeast === 'number') return { kind: 'atLeast', value: r.atLeast };
  throw new UkTargetsError(
    `uk-targets.json: model total '${entry}' has count ${JSON.stringify(raw)}; use "positive", {"equals": x} or {"atLeast": n}`,
    entry,
    'count',
  );
}

/** Reads the model totals; a share of households is applied to `households` (the UK's). */
export function parseUkModelTotals(
  entries: readonly Raw[],
  defaultYear: number,
  households: number,
): UkModelTotal[] {
  return entries.map((t) => {
    const name = String(t.name);
    const variables = Array.isArray(t.variables)
      ? t.variables.map(String)
      : typeof t.variable === 'string'
        ? [t.variable]
        : [];
    if (variables.length === 0)
      throw new UkTargetsError(
        `uk-targets.json: model total '${name}' names no variable; give "variable" or "variables"`,
        name,
        'variable',
      );
    const value =
      typeof t.value === 'number'
        ? t.value
        : typeof t.share_of_households === 'number'
          ? t.share_of_households * households
          : NaN;
    if (!(value > 0))
      throw new UkTargetsError(
        `uk-targets.json: model total '${name}' has no positive "value" or "share_of_households"`,
        name,
        'value',
      );
    const count = parseCount(t.count, name);
    return {
      name,
      variables,
      ...(count ? { count } : {}),
      value,
      year: typeof t.year === 'number' ? t.year : defaultYear,
      source: String(t.source),
      href: String(t.href),
      approximate: t.approximate === true,
    };
  });
}

/** The UK's households: the census households summed over regions. */
export const UK_HOUSEHOLDS: number =
  Object.values(targetsJson.households_by_region.thousands).reduce((a, b) => a + b, 0) * 1000;

/** The targets file's model totals, read. */
export const UK_MODEL_TOTALS: readonly UkModelTotal[] = parseUkModelTotals(
  targetsJson.model_totals as readonly Raw[],
  targetsJson.year,
  UK_HOUSEHOLDS,
);
