/**
 * The Colorado Works Standards of Assistance Chart (9 CCR 2503-6, 3.606.1.F): need and grant
 * standards keyed by the assistance unit's number of caretakers (none, one, two) and of dependent
 * children (0 to 10, then an amount for each further child).
 */
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** One row of the chart for each number of caretakers, each keyed by number of children "0" … "10". */
export interface CoWorksChart {
  readonly no_caretaker: Readonly<Record<string, number>>;
  readonly one_caretaker: Readonly<Record<string, number>>;
  readonly two_caretakers: Readonly<Record<string, number>>;
}

/** The largest number of children the chart lists; each further child adds the chart's amount. */
const CHART_CHILDREN = 10;

/**
 * Each unit's amount from `chart`: its members below `minorAge` are its children, the others its
 * caretakers (counted up to two; the chart has no row for more). Children beyond ten add
 * `additionalChild` each.
 */
export function byCaretakersAndChildren(
  f: UsFormulaContext,
  chart: CoWorksChart,
  additionalChild: number,
  minorAge: number,
): Float64Array {
  const age = f.members('age');
  const isChild = Uint8Array.from(age, (a) => (a < minorAge ? 1 : 0));
  const isAdult = Uint8Array.from(age, (a) => (a < minorAge ? 0 : 1));
  const children = f.aggregate(isChild, 'person', 'sum');
  const adults = f.aggregate(isAdult, 'person', 'sum');
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) {
    const row =
      adults[i]! >= 2
        ? chart.two_caretakers
        : adults[i]! === 1
          ? chart.one_caretaker
          : chart.no_caretaker;
    const listed = Math.min(children[i]!, CHART_CHILDREN);
    out[i] = (row[String(listed)] ?? 0) + (children[i]! - listed) * additionalChild;
  }
  return out;
}
