import { defineUsVariable } from '../../us-variable.js';

/**
 * Whether a person is covered by a Marketplace plan: everyone under the Medicare age who is eligible
 * for neither Medicaid nor CHIP and buys Marketplace coverage (`has_marketplace_health_coverage`,
 * true unless the input says otherwise, e.g. for employer coverage). Enrolment
 * has no income floor (45 CFR 155.305(a)), so people in the Medicaid coverage gap are covered at
 * the full premium.
 */
export const pays_aca_premium = defineUsVariable({
  id: 'pays_aca_premium',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Covered by a Marketplace plan',
  reference: [
    'https://www.law.cornell.edu/cfr/text/45/155.305#a',
    'https://www.law.cornell.edu/uscode/text/26/5000A#f',
  ],
  formula: (f) => {
    const medicareAge = f.p.gov.hhs.medicare.part_b.age_threshold;
    const age = f.get('age');
    const medicaid = f.get('is_medicaid_eligible');
    const chip = f.get('is_chip_eligible');
    const buys = f.get('has_marketplace_health_coverage');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = age[i]! < medicareAge && !medicaid[i] && !chip[i] && buys[i] ? 1 : 0;
    return out;
  },
});
