import { defineUsVariable } from '../../../../../us-variable.js';

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

/**
 * Idaho grocery credit (Idaho Code 63-3024A; Form 40 line 43), refundable: the amount for each
 * person in the return (more for a filer 65 or more where the law gives it), for the months the
 * household received no SNAP benefits.
 */
export const id_grocery_credit = defineUsVariable({
  id: 'id_grocery_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho grocery credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3024A/',
  formula: (f) => {
    const p = f.p.gov.states.id.tax.income.credits;
    const year = f.period.start.slice(0, 4);
    const monthsOff = f.zeros();
    for (const month of MONTHS) {
      const snap = f.get('snap', `${year}-${month}`);
      for (let i = 0; i < f.size; i += 1) if (snap[i]! <= 0) monthsOff[i] = monthsOff[i]! + 1;
    }
    const people = f.count();
    const aged = f.count({ mask: 'id_grocery_credit_aged' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        ((people[i]! * p.grocery_base + aged[i]! * p.grocery_aged_addition) * monthsOff[i]!) / 12;
    return out;
  },
});
