import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { separateFilingTax } from './dc-separate-filing.js';

/**
 * DC income tax (D-40 line 19): the rate schedule on DC taxable income; for a married couple the
 * smaller of that and the two taxes of filing separately on the same return (D.C. Code
 * 47-1805.01), each spouse on their own DC AGI less their share of the deduction.
 */
export const dc_income_tax_before_credits = defineUsVariable({
  id: 'dc_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03',
  formula: (f) => {
    const rates = f.p.gov.states.dc.tax.income.rates;
    const taxable = f.get('dc_taxable_income');
    const agi = f.get('dc_agi');
    const status = f.get('filing_status');
    const head = f.sum('dc_agi_person', { mask: 'is_tax_unit_head' });
    const spouse = f.sum('dc_agi_person', { mask: 'is_tax_unit_spouse' });
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1) base[i] = Math.max(0, taxable[i]!);
    const out = rates.calc(base);
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] !== FILING_STATUS.codes.JOINT) continue;
      const deduction = agi[i]! - taxable[i]!;
      out[i] = Math.min(out[i]!, separateFilingTax(rates, head[i]!, spouse[i]!, deduction));
    }
    return out;
  },
});
