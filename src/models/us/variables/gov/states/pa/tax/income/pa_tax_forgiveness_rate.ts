import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

const JOINT = FILING_STATUS.codes.JOINT;

const SEPARATE = FILING_STATUS.codes.SEPARATE;

/**
 * Share of Pennsylvania tax forgiven (72 P.S. 7304, Schedule SP): 100% while eligibility income is
 * at most the base ($6,500 a claimant, doubled for married couples) plus $9,500 per dependent
 * child, then 10 points less for each $250 (or part) above it.
 */
export const pa_tax_forgiveness_rate = defineUsVariable({
  id: 'pa_tax_forgiveness_rate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania Tax Forgiveness share',
  unit: '/1',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.legis.state.pa.us/cfdocs/legis/LI/uconsCheck.cfm?txtType=HTM&yr=1971&sessInd=0&smthLwInd=0&act=2&chpt=3&sctn=4&subsctn=0',
  formula: (f) => {
    const p = f.p.gov.states.pa.tax.income.forgiveness;
    const income = f.get('pa_eligibility_income');
    const status = f.get('filing_status');
    const children = f.get('pa_forgiveness_dependent_children');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const married = status[i] === JOINT || status[i] === SEPARATE;
      const limit = p.base * (married ? 2 : 1) + p.dependent_amount * children[i]!;
      const steps = Math.ceil((income[i]! - limit) / p.increment);
      out[i] = Math.min(1, Math.max(0, 1 - p.step_rate * steps));
    }
    return out;
  },
});
