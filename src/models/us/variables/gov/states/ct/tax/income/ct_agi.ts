import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut AGI (CT-1040 line 5; CGS 12-701(a)(19)): federal AGI less the Social Security and pension and annuity subtractions (the other modifications have no input). */
export const ct_agi = defineUsVariable({
  id: 'ct_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-701',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('ct_social_security_subtraction');
    const pensions = f.get('ct_pension_annuity_subtraction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]! - pensions[i]!;
    return out;
  },
});
