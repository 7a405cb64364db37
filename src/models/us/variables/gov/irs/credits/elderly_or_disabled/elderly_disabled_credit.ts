import { FILING_STATUS } from '../../../../enums.js';
import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Credit for the elderly and the permanently and totally disabled (IRC §22; Schedule R).
 * A head or spouse qualifies at 65, or under 65 when permanently and totally disabled with
 * taxable disability payments. The initial amount — 5,000, 7,500 for a joint return where both
 * qualify, 3,750 when married filing separately — is limited for those under 65 to their
 * disability payments (5,000 counted for a spouse of 65 or more), then reduced by non-taxable
 * Social Security and by half of AGI above 7,500 / 10,000 / 5,000. The credit is 15% of what
 * remains, limited to the tax left after the child and dependent care credit.
 */
export const elderly_disabled_credit = defineUsVariable({
  id: 'elderly_disabled_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Credit for the elderly or disabled',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/22',
    'https://www.irs.gov/forms-pubs/about-schedule-r-form-1040',
  ],
  formula: (f) => {
    const p = f.p.gov.irs.credits.elderly_or_disabled;
    const age = f.members('age');
    const disabled = f.members('is_disabled');
    const payments = f.members('disability_payments');
    const headOrSpouse = f.members('is_tax_unit_head_or_spouse');
    const n = age.length;
    const qualifies = new Uint8Array(n);
    const limit = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      if (!headOrSpouse[i]) continue;
      if (age[i]! >= 65) {
        qualifies[i] = 1;
        limit[i] = p.amount.one_qualifying_individual;
      } else if (disabled[i] && payments[i]! > 0) {
        qualifies[i] = 1;
        limit[i] = payments[i]!;
      }
    }
    const count = f.aggregate(qualifies, 'person', 'sum');
    const cap = f.aggregate(limit, 'person', 'sum');
    // The head's and spouse's benefits (IRC 22(c)(3)): a dependent's are the dependent's own.
    const socialSecurity = f.get('tax_unit_social_security');
    const taxableSocialSecurity = f.get('tax_unit_taxable_social_security');
    const agi = f.get('adjusted_gross_income');
    const threshold = byFilingStatus(f, p.phase_out_threshold);
    const status = f.get('filing_status');
    const tax = f.get('income_tax_before_credits');
    const cdcc = f.get('cdcc');
    const { JOINT, SEPARATE } = FILING_STATUS.codes;
    const out = new Float64Array(f.size);
    for (let i = 0, m = f.size; i < m; i += 1) {
      if (count[i]! === 0) continue;
      const base =
        status[i] === JOINT && count[i]! >= 2
          ? p.amount.joint_both_qualify
          : status[i] === SEPARATE
            ? p.amount.separate
            : p.amount.one_qualifying_individual;
      const initial = Math.min(base, cap[i]!);
      const nonTaxable = Math.max(0, socialSecurity[i]! - taxableSocialSecurity[i]!);
      const reduction = nonTaxable + p.phase_out_rate * Math.max(0, agi[i]! - threshold[i]!);
      const credit = p.rate * Math.max(0, initial - reduction);
      out[i] = Math.min(credit, Math.max(0, tax[i]! - cdcc[i]!));
    }
    return out;
  },
});
