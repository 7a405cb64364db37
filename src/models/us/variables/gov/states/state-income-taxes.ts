/**
 * The register of the modelled state income taxes: the one list of states the framework variables
 * (`gov/states/tax/income/state_*.ts`) select from. Each state lives in its own folder
 * `gov/states/<st>/tax/income/` with the same shape; adding a state is its folder and one line here.
 */
import { alIncomeTax } from './al/tax/income/al-income-tax.js';
import { arIncomeTax } from './ar/tax/income/ar-income-tax.js';
import { azIncomeTax } from './az/tax/income/az-income-tax.js';
import { caIncomeTax } from './ca/tax/income/ca-income-tax.js';
import { coIncomeTax } from './co/tax/income/co-income-tax.js';
import { ctIncomeTax } from './ct/tax/income/ct-income-tax.js';
import { dcIncomeTax } from './dc/tax/income/dc-income-tax.js';
import { deIncomeTax } from './de/tax/income/de-income-tax.js';
import { gaIncomeTax } from './ga/tax/income/ga-income-tax.js';
import { hiIncomeTax } from './hi/tax/income/hi-income-tax.js';
import { iaIncomeTax } from './ia/tax/income/ia-income-tax.js';
import { idIncomeTax } from './id/tax/income/id-income-tax.js';
import { ilIncomeTax } from './il/tax/income/il-income-tax.js';
import { inIncomeTax } from './in/tax/income/in-income-tax.js';
import { ksIncomeTax } from './ks/tax/income/ks-income-tax.js';
import { kyIncomeTax } from './ky/tax/income/ky-income-tax.js';
import { laIncomeTax } from './la/tax/income/la-income-tax.js';
import { maIncomeTax } from './ma/tax/income/ma-income-tax.js';
import { mdIncomeTax } from './md/tax/income/md-income-tax.js';
import { meIncomeTax } from './me/tax/income/me-income-tax.js';
import { miIncomeTax } from './mi/tax/income/mi-income-tax.js';
import { mnIncomeTax } from './mn/tax/income/mn-income-tax.js';
import { moIncomeTax } from './mo/tax/income/mo-income-tax.js';
import { msIncomeTax } from './ms/tax/income/ms-income-tax.js';
import { mtIncomeTax } from './mt/tax/income/mt-income-tax.js';
import { ncIncomeTax } from './nc/tax/income/nc-income-tax.js';
import { ndIncomeTax } from './nd/tax/income/nd-income-tax.js';
import { neIncomeTax } from './ne/tax/income/ne-income-tax.js';
import { njIncomeTax } from './nj/tax/income/nj-income-tax.js';
import { nmIncomeTax } from './nm/tax/income/nm-income-tax.js';
import { nyIncomeTax } from './ny/tax/income/ny-income-tax.js';
import { ohIncomeTax } from './oh/tax/income/oh-income-tax.js';
import { okIncomeTax } from './ok/tax/income/ok-income-tax.js';
import { orIncomeTax } from './or/tax/income/or-income-tax.js';
import { paIncomeTax } from './pa/tax/income/pa-income-tax.js';
import { riIncomeTax } from './ri/tax/income/ri-income-tax.js';
import { scIncomeTax } from './sc/tax/income/sc-income-tax.js';
import { utIncomeTax } from './ut/tax/income/ut-income-tax.js';
import { vaIncomeTax } from './va/tax/income/va-income-tax.js';
import { vtIncomeTax } from './vt/tax/income/vt-income-tax.js';
import { wiIncomeTax } from './wi/tax/income/wi-income-tax.js';
import { wvIncomeTax } from './wv/tax/income/wv-income-tax.js';
import { checkStateIncomeTaxes } from './tax/income/select-by-state.js';
import type { StateIncomeTax } from './tax/income/state-income-tax.js';

/** Every modelled state income tax (checked: known states, each once). */
export const STATE_INCOME_TAXES: readonly StateIncomeTax[] = checkStateIncomeTaxes([
  alIncomeTax,
  arIncomeTax,
  azIncomeTax,
  caIncomeTax,
  coIncomeTax,
  ctIncomeTax,
  dcIncomeTax,
  deIncomeTax,
  gaIncomeTax,
  hiIncomeTax,
  iaIncomeTax,
  idIncomeTax,
  ilIncomeTax,
  inIncomeTax,
  ksIncomeTax,
  kyIncomeTax,
  laIncomeTax,
  maIncomeTax,
  mdIncomeTax,
  meIncomeTax,
  miIncomeTax,
  mnIncomeTax,
  moIncomeTax,
  msIncomeTax,
  mtIncomeTax,
  ncIncomeTax,
  ndIncomeTax,
  neIncomeTax,
  njIncomeTax,
  nmIncomeTax,
  nyIncomeTax,
  ohIncomeTax,
  okIncomeTax,
  orIncomeTax,
  paIncomeTax,
  riIncomeTax,
  scIncomeTax,
  utIncomeTax,
  vaIncomeTax,
  vtIncomeTax,
  wiIncomeTax,
  wvIncomeTax,
]);
