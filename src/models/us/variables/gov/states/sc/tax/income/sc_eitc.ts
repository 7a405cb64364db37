import { defineUsVariable } from '../../../../../us-variable.js';

/** South Carolina earned income tax credit (SC Code 12-6-3632; Schedule TC-60), non-refundable: 125% of the federal credit, at most the tax left after the child care and two wage earner credits. */
export const sc_eitc = defineUsVariable({
  id: 'sc_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const match = f.p.gov.states.sc.tax.income.credits.eitc_match;
    const eitc = f.get('eitc');
    const tax = f.get('sc_income_tax_before_credits');
    const cdcc = f.get('sc_cdcc');
    const two = f.get('sc_two_wage_earner_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(Math.max(0, tax[i]! - cdcc[i]! - two[i]!), match * eitc[i]!);
    return out;
  },
});
