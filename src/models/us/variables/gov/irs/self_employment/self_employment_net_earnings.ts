import { defineUsVariable } from '../../../us-variable.js';

/** Net earnings from self-employment: 92.35% of net self-employment income. */
export const self_employment_net_earnings = defineUsVariable({
  id: 'self_employment_net_earnings',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Net earnings from self-employment',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/1402#a_12',
  formula: (f) => {
    const share = 1 - f.p.gov.irs.self_employment.net_earnings_exemption;
    const income = f.get('self_employment_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, income[i]!) * share;
    return out;
  },
});
