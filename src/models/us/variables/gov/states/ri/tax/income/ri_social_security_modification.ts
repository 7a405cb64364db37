import { defineUsVariable } from '../../../../../us-variable.js';
import { riModificationEligible } from './ri-modification.js';

/**
 * Rhode Island Social Security modification (Schedule M line 1s; R.I. Gen. Laws 44-30-12(c)(8)):
 * the taxable Social Security of the filers who have reached full retirement age, when federal AGI
 * is below the limit. The unit's taxable benefits are shared out by each filer's benefits.
 */
export const ri_social_security_modification = defineUsVariable({
  id: 'ri_social_security_modification',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island Social Security modification',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/title44/44-30/44-30-12.HTM',
  formula: (f) => {
    const eligible = riModificationEligible(f);
    const benefits = f.members('social_security');
    const eligibleBenefits = new Float64Array(eligible.length);
    for (let j = 0; j < eligible.length; j += 1) eligibleBenefits[j] = eligible[j]! * benefits[j]!;
    const own = f.aggregate(eligibleBenefits, 'person', 'sum');
    const all = f.sum('social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) if (all[i]! > 0) out[i] = (taxable[i]! * own[i]!) / all[i]!;
    return out;
  },
});
