import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Mississippi TANF monthly payment standard, the most the program pays: the statute's amount for
 * the first person, the second, and each further person of the assistance unit, with no largest
 * size (Miss. Code 43-17-5(1)). The family cap (Miss. Code 43-12-27) needs benefit history and is
 * not applied.
 */
export const ms_tanf_payment_standard = defineUsVariable({
  id: 'ms_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Mississippi TANF payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference: 'https://law.justia.com/codes/mississippi/title-43/chapter-17/section-43-17-5/',
  formula: (f) => {
    const p = f.p.gov.states.ms.mdhs.tanf.payment_standard;
    const size = f.get('spm_unit_size');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const n = size[i]!;
      if (n < 1) continue;
      out[i] =
        p.first_person + (n >= 2 ? p.second_person : 0) + Math.max(n - 2, 0) * p.additional_person;
    }
    return out;
  },
});
