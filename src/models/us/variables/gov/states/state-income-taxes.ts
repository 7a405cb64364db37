/**
 * The register of the modelled state income taxes: the one list of states the framework variables
 * (`gov/states/tax/income/state_*.ts`) select from. Each state lives in its own folder
 * `gov/states/<st>/tax/income/` with the same shape; adding a state is its folder and one line here.
 */
import { coIncomeTax } from './co/tax/income/co-income-tax.js';
import { gaIncomeTax } from './ga/tax/income/ga-income-tax.js';
import { ilIncomeTax } from './il/tax/income/il-income-tax.js';
import { mnIncomeTax } from './mn/tax/income/mn-income-tax.js';
import { ncIncomeTax } from './nc/tax/income/nc-income-tax.js';
import { orIncomeTax } from './or/tax/income/or-income-tax.js';
import { paIncomeTax } from './pa/tax/income/pa-income-tax.js';
import { wiIncomeTax } from './wi/tax/income/wi-income-tax.js';
import { checkStateIncomeTaxes } from './tax/income/select-by-state.js';
import type { StateIncomeTax } from './tax/income/state-income-tax.js';

/** Every modelled state income tax (checked: known states, each once). */
export const STATE_INCOME_TAXES: readonly StateIncomeTax[] = checkStateIncomeTaxes([
  coIncomeTax,
  gaIncomeTax,
  ilIncomeTax,
  mnIncomeTax,
  ncIncomeTax,
  orIncomeTax,
  paIncomeTax,
  wiIncomeTax,
]);
