import { FILING_STATUS } from '../../../../../enums.js';
import { povertyGuideline } from '../../../../benefit-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * West Virginia low-income family tax credit (Schedule FTC-1; W. Va. Code 11-21-22 to 22b): a share
 * of the tax, all of it when modified AGI (federal AGI plus tax-exempt interest) is at most the
 * year's poverty guideline for the family size (at most 8; half of it for married individuals
 * filing separately), 10 points less for each $300 above it, nothing from $2,700 above. Not for
 * filers who owe the federal alternative minimum tax.
 */
export const wv_low_income_family_tax_credit = defineUsVariable({
  id: 'wv_low_income_family_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia low-income family tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: [
    'https://code.wvlegislature.gov/11-21-22B/',
    'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wv.tax.income.credits.liftc;
    const people = f.get('tax_unit_size');
    const sizes = f.zeros();
    for (let i = 0; i < f.size; i += 1) sizes[i] = Math.min(people[i]!, p.max_family_size);
    const guideline = povertyGuideline(f, sizes);
    const fpgShare = f.lookup(p.fpg_share, f.get('filing_status'), FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const exempt = f.sum('tax_exempt_interest_income');
    const amt = f.get('alternative_minimum_tax');
    const tax = f.get('wv_income_tax_before_non_refundable_credits');
    const excess = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      excess[i] = agi[i]! + exempt[i]! - fpgShare[i]! * guideline[i]!;
    const share = p.share.calc(excess);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (amt[i]! > 0) continue;
      out[i] = tax[i]! * (excess[i]! <= 0 ? 1 : share[i]!);
    }
    return out;
  },
});
