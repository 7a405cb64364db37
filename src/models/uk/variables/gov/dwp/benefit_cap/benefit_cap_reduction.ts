import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** How far the capped benefits (Universal Credit, Child Benefit, Housing Benefit and tax credits) exceed the cap, at most the Universal Credit. */
export const benefit_cap_reduction = defineUkVariable({
  id: 'benefit_cap_reduction',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Benefit cap reduction',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/81',
  formula: (f) => {
    const exempt = f.get('is_benefit_cap_exempt');
    const cap = f.get('benefit_cap');
    const uc = f.get('universal_credit_pre_benefit_cap');
    const others = [
      f.get('child_benefit'),
      f.get('housing_benefit'),
      f.get('child_tax_credit'),
      f.get('working_tax_credit'),
    ];
    return perRow(f, (i) => {
      if (exempt[i] || uc[i]! <= 0) return 0;
      const total = uc[i]! + others.reduce((sum, o) => sum + o[i]!, 0);
      return Math.min(uc[i]!, Math.max(0, total - cap[i]!));
    });
  },
});
