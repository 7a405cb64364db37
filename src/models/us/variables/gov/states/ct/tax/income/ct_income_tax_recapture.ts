import { ctSteppedAmounts } from './ct-phase-out.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut tax recapture (Tax Calculation Schedule line 6; Table D; CGS 12-700(a)(10)): the three stepped recaptures of the lower brackets' benefit, each on Connecticut AGI above its start and up to its maximum. */
export const ct_income_tax_recapture = defineUsVariable({
  id: 'ct_income_tax_recapture',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut tax recapture',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-700',
  formula: (f) => {
    const p = f.p.gov.states.ct.tax.income.phase_out;
    const agi = f.get('ct_agi');
    const out = f.zeros();
    for (const step of [p.recapture_low, p.recapture_middle, p.recapture_high]) {
      const part = ctSteppedAmounts(f, step, agi);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + part[i]!;
    }
    return out;
  },
});
