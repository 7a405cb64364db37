import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/** Additional standard deduction for each aged or blind condition of the head and spouse. */
export const additional_standard_deduction = defineUsVariable({
  id: 'additional_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Additional standard deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#f',
  formula: (f) => {
    const amount = byFilingStatus(f, f.p.gov.irs.deductions.standard.aged_or_blind.amount);
    const count = f.get('aged_blind_count');
    for (let i = 0, n = f.size; i < n; i += 1) amount[i] = amount[i]! * count[i]!;
    return amount;
  },
});
