import { defineUsVariable } from '../../../us-variable.js';
import { byState } from '../../benefit-vectors.js';

/**
 * SNAP standard utility allowance. Utility costs are not an input of this model, so a household
 * receives the allowance only where its state confers it through energy assistance (a LIHEAP
 * payment to every SNAP household, 7 U.S.C. 2014(e)(6)(C)(iv)); from 4 July 2025 only households
 * with an elderly or disabled member are so deemed (Public Law 119-21 §10103(a)). 0 elsewhere.
 */
export const snap_utility_allowance = defineUsVariable({
  id: 'snap_utility_allowance',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP utility allowance',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_6_C',
  formula: (f) => {
    const p = f.p.gov.usda.snap.income.deductions.utility;
    const deemed = byState(f, p.energy_assistance_states);
    const amount = byState(f, p.standard);
    const elderlyDisabled = f.get('has_usda_elderly_disabled');
    const needsElderlyDisabled = p.energy_assistance_requires_elderly_disabled;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const qualifies = deemed[i]! > 0 && (!needsElderlyDisabled || elderlyDisabled[i]!);
      if (qualifies) out[i] = amount[i]!;
    }
    return out;
  },
});
