import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon personal exemption credit (ORS 316.085): the amount for each person of the return, for federal AGI at most the limit for the filing status. */
export const or_exemption_credit = defineUsVariable({
  id: 'or_exemption_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon exemption credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_316.085',
  formula: (f) => {
    const p = f.p.gov.states.or.tax.income.credits.exemption;
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const size = f.get('tax_unit_size');
    const { SINGLE, SEPARATE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const single = status[i] === SINGLE || status[i] === SEPARATE;
      const limit = single ? p.income_limit_single : p.income_limit_joint;
      if (agi[i]! <= limit) out[i] = p.amount * size[i]!;
    }
    return out;
  },
});
