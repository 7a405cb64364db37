import { ctSteppedAmounts } from './ct-phase-out.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut 2% rate phase-out add-back (Tax Calculation Schedule line 5; Table C; CGS 12-700(a)(10)): a step for each increment of Connecticut AGI above the start, up to the benefit of the 2% bracket. */
export const ct_income_tax_phase_out_add_back = defineUsVariable({
  id: 'ct_income_tax_phase_out_add_back',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut 2% rate phase-out add-back',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-700',
  formula: (f) => {
    return ctSteppedAmounts(f, f.p.gov.states.ct.tax.income.phase_out.add_back, f.get('ct_agi'));
  },
});
