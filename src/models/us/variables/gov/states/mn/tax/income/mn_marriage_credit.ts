import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { mnRateTax } from './mn-schedules.js';

/**
 * Minnesota marriage credit (Minn. Stat. 290.0675, M1MA), non-refundable: for a joint return whose
 * lower earner has at least the minimum income (wages, self-employment income less half the SE tax,
 * taxable pensions and Social Security) and whose taxable income is at least the minimum, the tax
 * less the single-schedule tax on the lower earner's income less half the joint standard deduction
 * and on the rest of taxable income, at most the maximum.
 */
export const mn_marriage_credit = defineUsVariable({
  id: 'mn_marriage_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota marriage credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.0675',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.credits.marriage;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const wages = f.members('irs_employment_income');
    const business = f.members('self_employment_income');
    const social = f.members('taxable_social_security');
    const pension = f.members('taxable_pension_income');
    const seAld = f.members('self_employment_tax_ald_person');
    const income = new Float64Array(wages.length);
    for (let i = 0; i < wages.length; i += 1)
      income[i] = filer[i]
        ? wages[i]! + business[i]! + social[i]! + pension[i]! - seAld[i]!
        : Infinity;
    const lower = f.aggregate(income, 'person', 'min');
    const status = f.get('filing_status');
    const taxable = f.get('mn_taxable_income');
    const half =
      p.standard_deduction_share * f.p.gov.states.mn.tax.income.deductions.standard.JOINT;
    const first = f.zeros();
    const rest = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      first[i] = Math.max(0, (Number.isFinite(lower[i]!) ? lower[i]! : 0) - half);
      rest[i] = Math.max(0, taxable[i]! - first[i]!);
    }
    const taxFirst = mnRateTax(f, first, true);
    const taxRest = mnRateTax(f, rest, true);
    const tax = f.get('mn_regular_tax');
    const { JOINT } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] !== JOINT || !(lower[i]! >= p.minimum_income)) continue;
      if (taxable[i]! < p.minimum_taxable_income) continue;
      out[i] = Math.min(p.maximum, Math.max(0, tax[i]! - taxFirst[i]! - taxRest[i]!));
    }
    return out;
  },
});
