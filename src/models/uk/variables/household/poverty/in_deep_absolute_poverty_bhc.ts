import { defineUkVariable, perRow } from '../../uk-variable.js';

/**
 * In a household whose equivalised income before housing costs is below half the HBAI absolute
 * low-income line (HBAI publishes no deep line; half the line, as PolicyEngine-UK takes it).
 */
export const in_deep_absolute_poverty_bhc = defineUkVariable({
  id: 'in_deep_absolute_poverty_bhc',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In deep absolute poverty (before housing costs)',
  formula: (f) => {
    const line = (f.p.gov.dwp.hbai.absolute_low_income_line.bhc * 52) / 2;
    const income = f.get('equiv_hbai_household_net_income');
    return perRow(f, (i) => (income[i]! < line ? 1 : 0));
  },
});
