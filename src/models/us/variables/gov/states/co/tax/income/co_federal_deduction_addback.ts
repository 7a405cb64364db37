import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado addition of federal deductions (C.R.S. 39-22-104(3)(p.5), (p.7)): above the AGI
 * threshold, the federal itemized deductions (standard deduction for a non-itemizer) in excess of
 * the exemption for the filing status.
 */
export const co_federal_deduction_addback = defineUsVariable({
  id: 'co_federal_deduction_addback',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado federal deduction addback',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.additions;
    const agi = f.get('adjusted_gross_income');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const exemption = f.lookup(
      p.deduction_addback_exemption,
      f.get('filing_status'),
      FILING_STATUS,
    );
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (agi[i]! <= p.deduction_addback_agi_threshold) continue;
      const deduction = itemizes[i] ? itemized[i]! : standard[i]!;
      out[i] = Math.max(0, deduction - exemption[i]!);
    }
    return out;
  },
});
