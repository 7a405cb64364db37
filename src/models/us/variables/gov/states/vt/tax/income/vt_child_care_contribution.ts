import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont Child Care Contribution of the self-employed (32 V.S.A. chapter 246; the booklet worksheet): the rate on net earnings from self-employment, paid with the income tax. */
export const vt_child_care_contribution = defineUsVariable({
  id: 'vt_child_care_contribution',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont self-employed child care contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/fullchapter/32/246',
  formula: (f) => {
    const rate = f.p.gov.states.vt.tax.income.child_care_contribution_rate;
    const earnings = f.members('self_employment_net_earnings');
    const each = new Float64Array(earnings.length);
    for (let j = 0; j < earnings.length; j += 1) each[j] = rate * Math.max(0, earnings[j]!);
    return f.aggregate(each, 'person', 'sum');
  },
});
