/** Per-slot value of Head Start and Early Head Start services by state, carried forward by the CPI-U. */
import { tellWithinYearReads } from '../../../../../../engine/index.js';
import { STATE_CODE } from '../../../enums.js';
import type { UsParameters } from '../../../../parameters.generated.js';
import type { UsFormulaContext } from '../../../us-variable.js';

/** Funding data of one program: per-slot amounts where entered, else funding and funded enrollment. */
export interface HeadStartFunding {
  readonly spending: Readonly<Record<string, number | undefined>>;
  readonly enrollment: Readonly<Record<string, number | undefined>>;
  readonly cost_per_slot: Readonly<Record<string, number | undefined>>;
}

type Select = (p: UsParameters) => HeadStartFunding;

/** Funding per slot in one state from the data in force at an instant (0 without data). */
function perSlot(f: UsFormulaContext, select: Select, state: string, instant: string): number {
  const data = select(f.parametersAt(instant));
  const direct = data.cost_per_slot[state] ?? 0;
  if (direct > 0) return direct;
  const slots = data.enrollment[state] ?? 0;
  return slots > 0 ? (data.spending[state] ?? 0) / slots : 0;
}

/**
 * Each row's per-slot value for the formula's year: the amount of the latest program year (data are
 * dated 1 September, the program-year start), times the CPI-U average of the year over that of the
 * program year's start.
 */
export function headStartValuePerSlot(f: UsFormulaContext, select: Select): Float64Array {
  const codes = f.get('state_code');
  const byCode = valuesByState(f, select, codes);
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = byCode[codes[i]!] ?? 0;
  return out;
}

/**
 * Per state code, the values of {@link headStartValuePerSlot}, kept per program node and period
 * start: a frozen node belongs to one system (trees of several instants may share it when its
 * values are equal, hence the period start, on which the look-back depends), and looking back
 * over up to 20 program years for each state is otherwise most of a household's calculation.
 * Only the states of the rows asked for are computed (a household looks back for its own state).
 */
const byProgram = new WeakMap<object, Map<string, (number | undefined)[]>>();

function valuesByState(
  f: UsFormulaContext,
  select: Select,
  codes: ArrayLike<number>,
): readonly (number | undefined)[] {
  const program = select(f.p);
  const start = f.period.start;
  const cacheable = Object.isFrozen(program);
  let known = cacheable ? byProgram.get(program) : undefined;
  let values = known?.get(start);
  if (values) {
    // The reads the cached values stand for, as if made (month classes).
    tellWithinYearReads(program);
  } else {
    values = new Array<number | undefined>(STATE_CODE.names.length);
    if (cacheable) {
      if (!known) byProgram.set(program, (known = new Map()));
      known.set(start, values);
    }
  }
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i]!;
    if (values[code] === undefined) values[code] = stateValue(f, select, STATE_CODE.names[code]!);
  }
  return values;
}

function stateValue(f: UsFormulaContext, select: Select, state: string): number {
  const year = Number(f.period.start.slice(0, 4));
  const index = f.p.gov.hhs.head_start.price_index;
  const value = perSlot(f, select, state, f.period.start);
  if (value === 0) return 0;
  // The program year the value comes from: the last 1 September at which it changed.
  let start = year - 1;
  while (start > year - 20 && perSlot(f, select, state, `${start - 1}-09-01`) === value) start -= 1;
  const from = f.parametersAt(`${start}-09-01`).gov.hhs.head_start.price_index;
  return (value * index) / from;
}
