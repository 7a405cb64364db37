import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico child day care credit, refundable (PIT-CG; NMSA 7-2-18.1): 40% of the care expenses (at
 * most the lower earnings of the filers), at most $480 for each dependent under 15 and $1,200 in all,
 * where modified gross income is at most twice the annual federal minimum wage and no TANF was
 * received.
 */
export const nm_cdcc = defineUsVariable({
  id: 'nm_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico child day care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const p = f.p.gov.states.nm.tax.income.credits.cdcc;
    const dependent = f.members('is_tax_unit_dependent');
    const ages = f.members('age');
    const young = new Float64Array(ages.length);
    for (let i = 0; i < ages.length; i += 1)
      young[i] = dependent[i] && ages[i]! < p.child_age ? 1 : 0;
    const children = f.aggregate(young, 'person', 'sum');
    const income = f.get('nm_modified_gross_income');
    const tanf = f.get('tanf');
    const expenses = f.get('tax_unit_childcare_expenses');
    const earnings = f.min('cdcc_filer_earnings');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (income[i]! > p.income_limit || tanf[i]! > 0 || children[i]! === 0) continue;
      const paid = Math.max(0, Math.min(expenses[i]!, earnings[i]!));
      out[i] = Math.min(p.rate * paid, p.max_per_child * children[i]!, p.max);
    }
    return out;
  },
});
