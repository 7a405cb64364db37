import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Vermont Reach Up payment standard for the month: the group's total needs - the basic needs
 * allowance by size, the housing allowance (actual housing costs up to the maximum) and the
 * special housing allowance (the costs beyond that maximum, up to $90) - times the ratable
 * reduction (Code Vt. R. 13-170-220, Rules 2239, 2244.1, 2244.3 and 2246; DCF Procedure P-2230A).
 * The assistance group is the SPM unit. Housing costs are the model's rent and real estate taxes;
 * with no Vermont county input, every unit takes the maximum outside Chittenden County.
 */
export const vt_reach_up_payment_standard = defineUsVariable({
  id: 'vt_reach_up_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Vermont Reach Up payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/vermont/13-220-Code-Vt-R-13-170-220-X',
    'https://outside.vermont.gov/dept/DCF/Policies%20Procedures%20Guidance/ESD-Procedure-P2230A.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.vt.dcf.reach_up.allowance;
    const basic = bySize(
      p.basic_needs.amount,
      f.get('spm_unit_size'),
      p.basic_needs.additional_person,
    );
    const cost = f.get('housing_cost');
    const maximum = p.housing.maximum;
    return basic.map((b, i) => {
      const housingCost = Math.max(cost[i]!, 0);
      const housing = Math.min(housingCost, maximum);
      const special = Math.min(Math.max(housingCost - maximum, 0), p.special_housing);
      return (b + housing + special) * p.ratable_reduction;
    });
  },
});
