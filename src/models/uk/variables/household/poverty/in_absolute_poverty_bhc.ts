import { defineUkVariable, perRow } from '../../uk-variable.js';

/**
 * In a household whose equivalised income before housing costs is below the HBAI absolute
 * low-income line (60% of the FYE 2025 median, a fixed line: a person's flag depends on their
 * household alone, so region and segment runs agree with the national one). Weekly line × 52.
 */
export const in_absolute_poverty_bhc = defineUkVariable({
  id: 'in_absolute_poverty_bhc',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In absolute poverty (before housing costs)',
  formula: (f) => {
    const line = f.p.gov.dwp.hbai.absolute_low_income_line.bhc * 52;
    const income = f.get('equiv_hbai_household_net_income');
    return perRow(f, (i) => (income[i]! < line ? 1 : 0));
  },
});
