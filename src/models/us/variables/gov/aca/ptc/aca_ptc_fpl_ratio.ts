import { defineUsVariable } from '../../../us-variable.js';

/**
 * The tax unit's household income for the premium tax credit as a share of the poverty line: MAGI
 * over the guideline published in the year before the coverage year (26 CFR 1.36B-1(h)) for the
 * tax unit's size. The 48-state guideline is used in every state, as the comparison model does;
 * the regulation uses the Alaska and Hawaii guidelines there.
 */
export const aca_ptc_fpl_ratio = defineUsVariable({
  id: 'aca_ptc_fpl_ratio',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Premium tax credit household income as a share of the poverty line',
  unit: '/1',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/36B#d_3',
    'https://www.law.cornell.edu/cfr/text/26/1.36B-1',
  ],
  formula: (f) => {
    const priorYear = Number(f.period.start.slice(0, 4)) - 1;
    const fpg = f.parametersAt(`${String(priorYear).padStart(4, '0')}-01-01`).gov.hhs.fpg;
    const first = fpg.first_person.CONTIGUOUS_US;
    const additional = fpg.additional_person.CONTIGUOUS_US;
    const income = f.get('aca_magi');
    const size = f.get('tax_unit_size');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = income[i]! / (first + additional * Math.max(size[i]! - 1, 0));
    return out;
  },
});
