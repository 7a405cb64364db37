/** The IRS optional sales tax tables, looked up for each tax unit (the general sales tax deduction). */
import type { Scale } from '../../../../../../../../engine/index.js';
import { STATE_CODE } from '../../../../../enums.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** One state's optional sales tax table: a scale by income for each family size, and the local share. */
interface StateTable {
  readonly local_sales_tax_share: number;
  readonly size_1: Scale;
  readonly size_2: Scale;
  readonly size_3: Scale;
  readonly size_4: Scale;
  readonly size_5: Scale;
  readonly size_6: Scale;
}

const MAX_FAMILY_SIZE = 6;

/**
 * The table amount, plus local tax, uprated from the table's year, for each unit's state and family
 * size: at each unit's income, or (income null) the largest amount in its column.
 */
export function salesTaxTableAmounts(
  f: UsFormulaContext,
  income: ArrayLike<number> | null,
): Float64Array {
  const tables = f.p.gov.irs.deductions.itemized.salt_and_real_estate
    .sales_tax_table as unknown as Readonly<Record<string, StateTable | undefined>>;
  const factor =
    f.p.gov.indices.chained_cpi_u / f.parametersAt('2023-01-01').gov.indices.chained_cpi_u;
  const state = f.get('state_code');
  const size = f.get('tax_unit_size');
  // Resolve each state's table once, not per row.
  const byState = STATE_CODE.names.map((name) => tables[name]);
  // Each (state, family size) row's scale and largest amount, looked up once.
  const scales: (StateTable['size_1'] | undefined)[] = [];
  const largest: number[] = [];
  const out = new Float64Array(f.size);
  for (let i = 0, n = f.size; i < n; i += 1) {
    const table = byState[state[i]!];
    if (!table) continue;
    const k = Math.min(MAX_FAMILY_SIZE, Math.max(1, size[i]!));
    const slot = state[i]! * (MAX_FAMILY_SIZE + 1) + k;
    let scale = scales[slot];
    if (scale === undefined) {
      scale = table[`size_${k}` as 'size_1'];
      scales[slot] = scale;
      largest[slot] = Math.max(0, ...scale.values);
    }
    let amount: number;
    if (income === null) amount = largest[slot]!;
    else {
      // The first row covers every income below the second threshold, losses included.
      amount = scale.values[0] ?? 0;
      for (let j = 1; j < scale.thresholds.length; j += 1) {
        if (income[i]! >= scale.thresholds[j]!) amount = scale.values[j]!;
        else break;
      }
    }
    out[i] = amount * (1 + table.local_sales_tax_share) * factor;
  }
  return out;
}
