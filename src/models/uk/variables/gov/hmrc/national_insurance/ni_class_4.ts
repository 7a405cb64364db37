import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Class 4 contributions on the full self-employment profit (none over state pension age). */
export const ni_class_4 = defineUkVariable({
  id: 'ni_class_4',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Class 4 NI',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/1992/4/section/15',
  formula: (f) => {
    const profit = f.get('self_employment_income');
    const pensioner = f.get('is_SP_age');
    const ni = f.p.gov.hmrc.national_insurance.class_4;
    return perRow(f, (i) => {
      if (pensioner[i]) return 0;
      const e = profit[i]!;
      const main = Math.max(0, Math.min(e, ni.thresholds.upper_profits_limit) - ni.thresholds.lower_profits_limit);
      const extra = Math.max(0, e - ni.thresholds.upper_profits_limit);
      return main * ni.rates.main + extra * ni.rates.additional;
    });
  },
});
