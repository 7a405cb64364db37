import { defineUkVariable, perRow } from '../../../uk-variable.js';

/**
 * Class 4 contributions (none over state pension age), limited by the annual maximum of the
 * Social Security (Contributions) Regulations 2001 reg 100. The profits charged are the
 * self-employment profit less the person's Class 1 contributions, as PolicyEngine-UK takes them.
 * The maximum: (1) the main-rate band (upper less lower profits limit) at the main rate, less the
 * primary Class 1 main-rate contributions (Class 2, no longer compulsory, adds nothing), at least
 * nil; if that exceeds the person's Class 1 and Class 4 main-rate contributions it is the maximum;
 * otherwise add the additional rate on the profit in the main-rate band beyond what the first
 * amount covers (it divided by the main rate) and on the profit above the upper limit.
 */
export const ni_class_4 = defineUkVariable({
  id: 'ni_class_4',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Class 4 NI',
  unit: 'currency-GBP',
  reference: [
    'https://www.legislation.gov.uk/ukpga/1992/4/section/15',
    'https://www.legislation.gov.uk/uksi/2001/1004/regulation/100',
  ],
  formula: (f) => {
    const profit = f.get('self_employment_income');
    const class1 = f.get('ni_class_1_employee');
    const primary = f.get('ni_class_1_employee_primary');
    const pensioner = f.get('is_SP_age');
    const ni = f.p.gov.hmrc.national_insurance.class_4;
    const { lower_profits_limit: lpl, upper_profits_limit: upl } = ni.thresholds;
    return perRow(f, (i) => {
      if (pensioner[i]) return 0;
      const charged = profit[i]! - class1[i]!;
      const extra = Math.max(0, charged - upl);
      const main = Math.max(0, charged - lpl) - extra;
      const before = main * ni.rates.main + extra * ni.rates.additional;
      const step4 = Math.max(0, (upl - lpl) * ni.rates.main - primary[i]!);
      const aggregate = primary[i]! + main * ni.rates.main;
      const coveredBand = step4 / ni.rates.main;
      const inBand = Math.max(0, Math.min(upl, profit[i]!) - lpl);
      const maximum =
        step4 > aggregate
          ? step4
          : step4 +
            Math.max(0, inBand - coveredBand) * ni.rates.additional +
            Math.max(0, profit[i]! - upl) * ni.rates.additional;
      return Math.max(0, Math.min(before, maximum));
    });
  },
});
