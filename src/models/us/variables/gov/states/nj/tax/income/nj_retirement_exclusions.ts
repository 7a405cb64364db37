import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey pension exclusion and other retirement income exclusion (NJ-1040 lines 28a–28b, N.J.S.A. 54A:6-10, 54A:6-15): where a filer is 62 or older or disabled, their taxable pensions — all of it up to the cap for total income to $100,000, a share of it up to $150,000 — and, for filers 62 or older with earned income of at most $3,000, the unused part of the cap against other income. */
export const nj_retirement_exclusions = defineUsVariable({
  id: 'nj_retirement_exclusions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey pension and other retirement income exclusions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-6-10/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.income.exclusions;
    const status = f.get('filing_status');
    const total = f.get('nj_total_income');
    const cap = f.lookup(p.retirement_cap, status, FILING_STATUS);
    const shareJoint = p.retirement_share_joint.calc(total);
    const shareSingle = p.retirement_share_single.calc(total);
    const shareSeparate = p.retirement_share_separate.calc(total);
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const disabled = f.members('is_disabled');
    const pension = f.members('taxable_pension_income');
    const eligiblePension = new Float64Array(filer.length);
    const aged = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1) {
      if (!filer[i]) continue;
      const old = age[i]! >= p.retirement_age;
      aged[i] = old ? 1 : 0;
      if (old || disabled[i]) eligiblePension[i] = pension[i]!;
    }
    const pensions = f.aggregate(eligiblePension, 'person', 'sum');
    const anyAged = f.aggregate(aged, 'person', 'max');
    const earned = f.sum('earned_income', { mask: 'is_tax_unit_head_or_spouse' });
    const { JOINT, SEPARATE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const share =
        status[i] === JOINT
          ? shareJoint[i]!
          : status[i] === SEPARATE
            ? shareSeparate[i]!
            : shareSingle[i]!;
      if (share === 0) continue;
      const limit = share === 1 ? cap[i]! : Infinity;
      const pensionExclusion = Math.min(pensions[i]! * share, limit);
      let other = 0;
      if (anyAged[i] && earned[i]! <= p.other_retirement_earned_income_limit) {
        const unused = share === 1 ? cap[i]! - pensionExclusion : 0;
        other = Math.max(0, Math.min(unused, total[i]! - pensions[i]!));
      }
      out[i] = pensionExclusion + other;
    }
    return out;
  },
});
