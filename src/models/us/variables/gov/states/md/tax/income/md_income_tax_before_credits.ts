import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland State income tax (Form 502 line 21): the schedule for the filing status on taxable income (joint filers, heads of household and surviving spouses on the joint one), plus from 2025 the 2% surtax on net capital gain when federal AGI exceeds the threshold (Tax-General 10-105.1). */
export const md_income_tax_before_credits = defineUsVariable({
  id: 'md_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-105',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income;
    const taxable = f.get('md_taxable_income');
    const tax = perFilingStatus(
      f,
      { single: p.rates.single, joint: p.rates.joint, head_of_household: p.rates.joint },
      (s) => s.calc(taxable),
    );
    const agi = f.get('adjusted_gross_income');
    const gains = f.get('loss_limited_net_capital_gains');
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! > p.capital_gains_surtax_threshold)
        tax[i] = tax[i]! + p.capital_gains_surtax_rate * Math.max(0, gains[i]!);
    return tax;
  },
});
