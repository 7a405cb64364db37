import { defineUsVariable } from '../../../us-variable.js';

/**
 * Self-employment tax: the OASDI rate on net earnings up to the wage base left after wages, and
 * the Medicare rate on all net earnings; nothing when net earnings are under $400.
 */
export const self_employment_tax = defineUsVariable({
  id: 'self_employment_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Self-employment tax',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/1401',
    'https://www.law.cornell.edu/uscode/text/26/1402#b',
  ],
  formula: (f) => {
    const se = f.p.gov.irs.self_employment;
    const cap = f.p.gov.irs.payroll.social_security.cap;
    const net = f.get('self_employment_net_earnings');
    const wages = f.get('employment_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const earnings = net[i]!;
      if (earnings < se.threshold) continue;
      const room = Math.max(0, cap - Math.max(0, wages[i]!));
      out[i] = se.rate.social_security * Math.min(earnings, room) + se.rate.medicare * earnings;
    }
    return out;
  },
});
