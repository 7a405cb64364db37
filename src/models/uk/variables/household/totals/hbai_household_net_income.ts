import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Net income as Households Below Average Income measures it: market income and cash benefits (Tax-Free Childcare among them, not the funded hours), with the value of a free TV licence, less income tax, National Insurance and Council Tax. */
export const hbai_household_net_income = defineUkVariable({
  id: 'hbai_household_net_income',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'HBAI household net income',
  unit: 'currency-GBP',
  formula: (f) => {
    const plus = [
      f.sum('employment_income'),
      f.sum('self_employment_income'),
      f.sum('private_pension_income'),
      f.sum('savings_interest_income'),
      f.sum('dividend_income'),
      f.sum('property_income'),
      f.sum('child_benefit'),
      f.sum('universal_credit'),
      f.sum('pension_credit'),
      f.sum('housing_benefit'),
      f.sum('working_tax_credit'),
      f.sum('child_tax_credit'),
      f.sum('state_pension'),
      f.sum('scottish_child_payment'),
      f.get('winter_fuel_allowance'),
      f.get('council_tax_reduction'),
      f.sum('tax_free_childcare'),
      f.get('free_tv_licence_value'),
    ];
    const minus = [f.sum('income_tax'), f.sum('national_insurance'), f.get('council_tax')];
    return perRow(
      f,
      (i) => plus.reduce((s, v) => s + v[i]!, 0) - minus.reduce((s, v) => s + v[i]!, 0),
    );
  },
});
