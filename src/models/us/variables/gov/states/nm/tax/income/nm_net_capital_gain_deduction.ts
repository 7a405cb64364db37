import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico net capital gain deduction (PIT-ADJ; NMSA 7-2-34): the larger of the gain up to the
 * flat amount and the share of the gain (2024; from 2025 the share is for the sale of a New Mexico
 * business only, which has no input); half for a separate return.
 */
export const nm_net_capital_gain_deduction = defineUsVariable({
  id: 'nm_net_capital_gain_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico net capital gain deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const p = f.p.gov.states.nm.tax.income.deductions.capital_gains;
    const longTerm = f.sum('long_term_capital_gains');
    const shortTerm = f.sum('short_term_capital_gains');
    const status = f.get('filing_status');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const gain = Math.max(0, longTerm[i]! + shortTerm[i]!);
      const deduction = Math.max(Math.min(gain, p.flat), p.share * gain);
      out[i] = status[i] === FILING_STATUS.codes.SEPARATE ? deduction / 2 : deduction;
    }
    return out;
  },
});
