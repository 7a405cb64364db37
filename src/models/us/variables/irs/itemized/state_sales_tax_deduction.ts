import type { Scale } from '../../../../../engine/index.js';
import { STATE_CODE } from '../../enums.js';
import { defineUsVariable, type UsFormulaContext } from '../../us-variable.js';

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
 * General sales taxes deductible in lieu of income taxes, from the IRS optional sales tax tables:
 * the state table amount for the unit's income and family size (1 to 6 or more), plus local sales
 * tax as a per-state share of it (the worksheet's local table times the local rate needs the
 * locality, which is not an input), uprated from the table's year by the cost-of-living index.
 * Every state with a statewide general sales tax and DC has a table (parameters …/sales_tax_table).
 * Alaska, Delaware, Montana, New Hampshire and Oregon have none and give zero; Alaska's local sales
 * taxes (IRS local table for Alaska) are not modelled, as in PolicyEngine-US.
 */
export const state_sales_tax_deduction = defineUsVariable({
  id: 'state_sales_tax_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Deductible general sales taxes',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/164#b_5',
    'https://www.irs.gov/pub/irs-prior/i1040sca--2023.pdf#page=5',
  ],
  formula: (f) => salesTaxTableAmounts(f, f.get('state_sales_tax_income')),
});

/**
 * The largest general sales tax the optional table can give the unit: its state's amount for its
 * family size at any income. An upper bound of {@link state_sales_tax_deduction}, used to tell
 * when nobody can itemize without computing the table income (which reads cash benefits).
 */
export const state_sales_tax_deduction_max = defineUsVariable({
  id: 'state_sales_tax_deduction_max',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Largest deductible general sales taxes for the unit',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/164#b_5',
    'https://www.irs.gov/pub/irs-prior/i1040sca--2023.pdf#page=5',
  ],
  formula: (f) => salesTaxTableAmounts(f, null),
});

/**
 * The table amount, plus local tax, uprated from the table's year, for each unit's state and family
 * size: at each unit's income, or (income null) the largest amount in its column.
 */
function salesTaxTableAmounts(f: UsFormulaContext, income: ArrayLike<number> | null): Float64Array {
  const tables = f.p.gov.irs.deductions.itemized.salt_and_real_estate
    .sales_tax_table as unknown as Readonly<Record<string, StateTable | undefined>>;
  const factor =
    f.p.gov.indices.chained_cpi_u / f.parametersAt('2023-01-01').gov.indices.chained_cpi_u;
  const state = f.get('state_code');
  const size = f.get('tax_unit_size');
  // Resolve each state's table once, not per row.
  const byState = STATE_CODE.names.map((name) => tables[name]);
  const out = new Float64Array(f.size);
  for (let i = 0, n = f.size; i < n; i += 1) {
    const table = byState[state[i]!];
    if (!table) continue;
    const k = Math.min(MAX_FAMILY_SIZE, Math.max(1, size[i]!));
    const scale = table[`size_${k}` as 'size_1'];
    let amount: number;
    if (income === null) amount = Math.max(0, ...scale.values);
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
