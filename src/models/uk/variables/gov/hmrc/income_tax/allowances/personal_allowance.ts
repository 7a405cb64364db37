import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** The personal allowance, reduced by half of adjusted net income above the income limit. */
export const personal_allowance = defineUkVariable({
  id: 'personal_allowance',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Personal allowance',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/35',
  formula: (f) => {
    const ani = f.get('adjusted_net_income');
    const pa = f.p.gov.hmrc.income_tax.allowances.personal_allowance;
    return perRow(f, (i) =>
      Math.max(0, pa.amount - Math.max(0, ani[i]! - pa.taper.threshold) * pa.taper.rate),
    );
  },
});
