import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Rhode Island Works monthly payment standard: the statute's sum of an amount for the first
 * person, the second, the third and each further person, with no largest family size (R.I. Gen.
 * Laws 40-5.2-11(e)). The $65 lower first-person amount for a family in subsidized housing is not
 * applied: the model has no housing-subsidy input.
 */
export const ri_works_payment_standard = defineUsVariable({
  id: 'ri_works_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Rhode Island Works payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE40/40-5.2/40-5.2-11.htm',
  formula: (f) => {
    const p = f.p.gov.states.ri.dhs.works.payment_standard;
    const size = f.get('spm_unit_size');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const n = size[i]!;
      if (n < 1) continue;
      out[i] =
        p.first_person +
        (n >= 2 ? p.second_person : 0) +
        (n >= 3 ? p.third_person : 0) +
        Math.max(n - 3, 0) * p.additional_person;
    }
    return out;
  },
});
