import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Maine child care credit (36 MRSA 5218; Schedule A): a share of the federal child and dependent
 * care credit as the Code stood on December 31, 2024 (the expenses counted federally times the
 * federal rate for the AGI, before the federal tax limit).
 */
export const me_child_care_credit = defineUsVariable({
  id: 'me_child_care_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine child care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5218.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.credits.cdcc;
    const rate = p.federal_rate.calc(f.get('adjusted_gross_income'));
    const expenses = f.get('cdcc_relevant_expenses');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = p.match * rate[i]! * expenses[i]!;
    return out;
  },
});
