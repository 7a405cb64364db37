/**
 * Facts about each state and DC used to generate and calibrate the synthetic population.
 *
 * Sources (each column): households — Census Bureau, American Community Survey 2023 1-year,
 * table B11001 (total households); population — Census Bureau, Vintage 2024 population estimates
 * (NST-EST2024-POP, July 1, 2024); median household income, owner-occupied share, median gross
 * rent, median home value — ACS 2023 1-year (B19013, B25003, B25064, B25077); effective property
 * tax rate — ACS 2023 1-year median real estate taxes (B25103) over median home value.
 *
 * Values are rounded (households and population to the thousand, rents to $10, values to $1,000,
 * rates to 0.05 point) and were transcribed without network access: check them against the
 * tables before treating any single figure as official.
 */

/** One state's facts. Money in dollars per year except `medianRent` (dollars per month). */
export interface UsStateFacts {
  readonly code: string;
  readonly name: string;
  readonly households: number;
  readonly population: number;
  readonly medianIncome: number;
  readonly ownerShare: number;
  readonly medianRent: number;
  readonly medianHomeValue: number;
  readonly propertyTaxRate: number;
}

// code, name, households (k), population (k), median income, owner %, rent, home value (k), property tax %
const ROWS: ReadonlyArray<
  readonly [string, string, number, number, number, number, number, number, number]
> = [
  ['AL', 'Alabama', 2015, 5157, 62212, 70, 1010, 216, 0.4],
  ['AK', 'Alaska', 274, 741, 86631, 65, 1400, 350, 1.0],
  ['AZ', 'Arizona', 2850, 7582, 77315, 67, 1480, 420, 0.5],
  ['AR', 'Arkansas', 1210, 3089, 58773, 66, 930, 200, 0.6],
  ['CA', 'California', 13700, 39431, 95521, 56, 2030, 725, 0.7],
  ['CO', 'Colorado', 2350, 5957, 92470, 66, 1690, 560, 0.5],
  ['CT', 'Connecticut', 1450, 3676, 93760, 66, 1420, 370, 1.7],
  ['DE', 'Delaware', 412, 1052, 82855, 72, 1400, 360, 0.5],
  ['DC', 'District of Columbia', 326, 702, 108210, 42, 1930, 740, 0.6],
  ['FL', 'Florida', 8960, 23373, 73311, 67, 1650, 390, 0.8],
  ['GA', 'Georgia', 4100, 11180, 74664, 65, 1400, 320, 0.8],
  ['HI', 'Hawaii', 495, 1446, 98317, 61, 1950, 870, 0.3],
  ['ID', 'Idaho', 720, 2002, 74636, 71, 1250, 450, 0.5],
  ['IL', 'Illinois', 5000, 12710, 81702, 67, 1250, 270, 2.0],
  ['IN', 'Indiana', 2720, 6925, 70051, 70, 1060, 230, 0.8],
  ['IA', 'Iowa', 1300, 3241, 73147, 72, 950, 210, 1.4],
  ['KS', 'Kansas', 1170, 2970, 72639, 67, 1030, 220, 1.3],
  ['KY', 'Kentucky', 1800, 4588, 62417, 68, 950, 210, 0.8],
  ['LA', 'Louisiana', 1800, 4598, 60023, 67, 1050, 210, 0.55],
  ['ME', 'Maine', 585, 1405, 73733, 74, 1110, 320, 1.1],
  ['MD', 'Maryland', 2350, 6263, 101652, 68, 1700, 430, 1.0],
  ['MA', 'Massachusetts', 2780, 7137, 104828, 63, 1750, 600, 1.1],
  ['MI', 'Michigan', 4050, 10140, 71149, 73, 1080, 230, 1.3],
  ['MN', 'Minnesota', 2280, 5793, 87556, 72, 1250, 330, 1.1],
  ['MS', 'Mississippi', 1130, 2943, 54915, 70, 930, 180, 0.7],
  ['MO', 'Missouri', 2500, 6246, 68920, 68, 1020, 240, 0.9],
  ['MT', 'Montana', 460, 1138, 75340, 69, 1100, 420, 0.7],
  ['NE', 'Nebraska', 790, 2005, 74985, 67, 1050, 240, 1.5],
  ['NV', 'Nevada', 1210, 3268, 76364, 60, 1500, 440, 0.5],
  ['NH', 'New Hampshire', 560, 1410, 96838, 72, 1500, 430, 1.6],
  ['NJ', 'New Jersey', 3500, 9501, 101050, 64, 1730, 480, 2.1],
  ['NM', 'New Mexico', 840, 2131, 62268, 69, 1050, 270, 0.7],
  ['NY', 'New York', 7650, 19868, 84578, 55, 1610, 440, 1.4],
  ['NC', 'North Carolina', 4300, 11047, 70804, 67, 1230, 320, 0.7],
  ['ND', 'North Dakota', 330, 797, 75949, 65, 950, 260, 1.0],
  ['OH', 'Ohio', 4850, 11883, 69680, 67, 1010, 220, 1.4],
  ['OK', 'Oklahoma', 1560, 4096, 62138, 66, 1000, 200, 0.85],
  ['OR', 'Oregon', 1700, 4273, 80160, 63, 1480, 490, 0.9],
  ['PA', 'Pennsylvania', 5230, 13079, 76081, 69, 1190, 260, 1.4],
  ['RI', 'Rhode Island', 440, 1112, 86372, 62, 1250, 420, 1.3],
  ['SC', 'South Carolina', 2100, 5478, 66818, 71, 1200, 290, 0.55],
  ['SD', 'South Dakota', 360, 925, 72421, 69, 900, 270, 1.1],
  ['TN', 'Tennessee', 2800, 7227, 67097, 68, 1200, 320, 0.55],
  ['TX', 'Texas', 11100, 31291, 76292, 63, 1370, 310, 1.6],
  ['UT', 'Utah', 1150, 3503, 91750, 71, 1450, 530, 0.55],
  ['VT', 'Vermont', 270, 648, 81211, 73, 1250, 330, 1.7],
  ['VA', 'Virginia', 3400, 8812, 90974, 67, 1550, 390, 0.85],
  ['WA', 'Washington', 3050, 7958, 94952, 64, 1730, 610, 0.85],
  ['WV', 'West Virginia', 720, 1770, 57917, 74, 870, 170, 0.55],
  ['WI', 'Wisconsin', 2450, 5960, 75670, 68, 1060, 270, 1.5],
  ['WY', 'Wyoming', 240, 588, 74815, 72, 1000, 320, 0.55],
];

/** The 50 states and DC, in alphabetical order of their names' conventional listing (as above). */
export const US_STATES: readonly UsStateFacts[] = ROWS.map(
  ([code, name, hh, pop, income, owner, rent, value, tax]) => ({
    code,
    name,
    households: hh * 1000,
    population: pop * 1000,
    medianIncome: income,
    ownerShare: owner / 100,
    medianRent: rent,
    medianHomeValue: value * 1000,
    propertyTaxRate: tax / 100,
  }),
);

/** National median household income, ACS 2023 1-year (B19013), dollars. */
export const US_MEDIAN_HOUSEHOLD_INCOME = 77719;

/** The 2-letter codes of the 50 states and DC, sorted: the categories of the `state_code` enum. */
export const US_STATE_CODES: readonly string[] = US_STATES.map((s) => s.code).sort();

/** The facts of a state by code; throws for an unknown code. */
export function usStateFacts(code: string): UsStateFacts {
  const facts = US_STATES.find((s) => s.code === code);
  if (facts === undefined) throw new RangeError(`unknown state code ${code}`);
  return facts;
}
