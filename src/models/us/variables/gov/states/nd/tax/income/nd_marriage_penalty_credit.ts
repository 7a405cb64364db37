import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * North Dakota marriage penalty credit (N.D.C.C. 57-38-01.28; ND-1 worksheet), non-refundable: on
 * a joint return with North Dakota taxable income over the threshold and each spouse's qualified
 * income (wages, self-employment income less half the SE tax, taxable pensions) over its
 * threshold, the joint tax less the single-schedule tax on two parts — the smaller qualified
 * income less the single standard deduction, and the rest of taxable income — up to the maximum.
 */
export const nd_marriage_penalty_credit = defineUsVariable({
  id: 'nd_marriage_penalty_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota marriage penalty credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: 'https://ndlegis.gov/cencode/t57c38.pdf',
  formula: (f) => {
    const p = f.p.gov.states.nd.tax.income;
    const mp = p.marriage_penalty;
    const base = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const status = f.get('filing_status');
    const income = f.get('nd_taxable_income');
    const joint = f.get('nd_income_tax_before_credits');
    const wages = f.members('irs_employment_income');
    const selfEmployment = f.members('self_employment_income');
    const pensions = f.members('taxable_pension_income');
    const seAld = f.members('self_employment_tax_ald_person');
    const head = f.members('is_tax_unit_head');
    const spouse = f.members('is_tax_unit_spouse');
    const unit = f.memberIndex();
    const headIncome = f.zeros();
    const spouseIncome = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const q = wages[j]! + selfEmployment[j]! + pensions[j]! - seAld[j]!;
      if (head[j]) headIncome[unit[j]!] = headIncome[unit[j]!]! + q;
      if (spouse[j]) spouseIncome[unit[j]!] = spouseIncome[unit[j]!]! + q;
    }
    const smaller = f.zeros();
    const part1 = f.zeros();
    const part2 = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      smaller[i] = Math.min(headIncome[i]!, spouseIncome[i]!);
      part1[i] = Math.max(0, smaller[i]! - base);
      part2[i] = Math.max(0, income[i]! - part1[i]!);
    }
    const tax1 = p.rates.single.calc(part1);
    const tax2 = p.rates.single.calc(part2);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const eligible =
        status[i] === FILING_STATUS.codes.JOINT &&
        income[i]! > mp.taxable_income_threshold &&
        smaller[i]! > mp.qualified_income_threshold;
      if (eligible) out[i] = Math.min(mp.maximum, Math.max(0, joint[i]! - tax1[i]! - tax2[i]!));
    }
    return out;
  },
});
