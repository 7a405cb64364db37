import { defineUsVariable } from '../../../../us-variable.js';
import { bySize } from '../../../benefit-vectors.js';

/**
 * Florida TCA monthly payment standard by family size and shelter obligation: none, up to $50, or
 * above $50 (F.S. 414.095(10)). Families larger than the table use its largest size.
 *
 * The shelter obligation is the family's rent plus property tax, as F.A.C. 65A-4.220(2)(b) reads.
 * PolicyEngine-US 1.817 counts the property tax only, so Florida renters get a lower standard there
 * (a known, deliberate difference in the fidelity check: the law is followed).
 */
export const fl_tca_payment_standard = defineUsVariable({
  id: 'fl_tca_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Florida TCA payment standard',
  unit: 'currency-USD',
  reference: [
    'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0400-0499/0414/Sections/0414.095.html',
    'https://www.flrules.org/gateway/RuleNo.asp?id=65A-4.220',
  ],
  formula: (f) => {
    const p = f.p.gov.states.fl.tanf;
    const size = f.get('spm_unit_size');
    const rent = f.sum('rent');
    const propertyTax = f.sum('real_estate_taxes');
    const zero = bySize(p.payment_standard.zero_shelter, size);
    const low = bySize(p.payment_standard.low_shelter, size);
    const high = bySize(p.payment_standard.high_shelter, size);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const cost = rent[i]! + propertyTax[i]!;
      out[i] = cost <= 0 ? zero[i]! : cost <= p.shelter_threshold ? low[i]! : high[i]!;
    }
    return out;
  },
});
