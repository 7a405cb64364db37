import { FILING_STATUS } from '../../../../../enums.js';
import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Maine sales tax fairness credit (36 MRSA 5213-A; Schedule PTFC/STFC), refundable: the base for
 * the filing status plus the addition for dependents, less the reduction for each step (or part)
 * of income above the start; not for separate filers or someone else's dependent.
 */
export const me_sales_tax_fairness_credit = defineUsVariable({
  id: 'me_sales_tax_fairness_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine sales tax fairness credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5213-A.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.credits.sales_tax_fairness;
    const base = byFilingStatus(f, p.base);
    const start = byFilingStatus(f, p.reduction_start);
    const step = byFilingStatus(f, p.reduction_step);
    const amount = byFilingStatus(f, p.reduction_amount);
    const dependents = f.get('tax_unit_count_dependents');
    const joint = p.additional_joint.calc(dependents);
    const head = p.additional_head_of_household.calc(dependents);
    const status = f.get('filing_status');
    const income = f.get('me_fairness_credit_income');
    const dependentElsewhere = f.get('head_is_dependent_elsewhere');
    const { JOINT, SURVIVING_SPOUSE, HEAD_OF_HOUSEHOLD, SEPARATE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] === SEPARATE || dependentElsewhere[i]) continue;
      const extra =
        status[i] === JOINT || status[i] === SURVIVING_SPOUSE
          ? joint[i]!
          : status[i] === HEAD_OF_HOUSEHOLD
            ? head[i]!
            : 0;
      const steps = Math.ceil(Math.max(0, income[i]! - start[i]!) / step[i]!);
      out[i] = Math.max(0, base[i]! + extra - steps * amount[i]!);
    }
    return out;
  },
});
