/** The entities of a US dataset, in their canonical order. */
export const US_ENTITIES = [
  'person',
  'tax_unit',
  'spm_unit',
  'family',
  'marital_unit',
  'household',
] as const;

/** A US entity key. */
export type UsEntity = (typeof US_ENTITIES)[number];

/** The group entities (every entity but person), each with a `<entity>_id` column on the person table. */
export const US_GROUP_ENTITIES = [
  'tax_unit',
  'spm_unit',
  'family',
  'marital_unit',
  'household',
] as const;
