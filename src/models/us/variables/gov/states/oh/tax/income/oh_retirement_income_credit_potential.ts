import { defineUsVariable } from '../../../../../us-variable.js';
import { bracketAbove } from '../../../../../scale-over.js';

/**
 * Ohio retirement income credit (Schedule of Credits line 2) before the tax limit: the table amount for the pensions and annuities in Ohio AGI, when Ohio MAGI is under \$100,000 (R.C. 5747.055(B)).
 */
export const oh_retirement_income_credit_potential = defineUsVariable({
  id: 'oh_retirement_income_credit_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio retirement income credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.055',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income.credits;
    const magi = f.get('oh_agi');
    const pensions = f.sum('taxable_pension_income', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (magi[i]! < p.senior_magi_limit)
        out[i] = bracketAbove(p.retirement_income_amount, pensions[i]!);
    return out;
  },
});
