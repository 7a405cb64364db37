/** What is wrong with one column of a user's file. */
export interface DatasetInputIssue {
  readonly kind: 'unknown_column' | 'missing_column' | 'invalid_value' | 'length_mismatch';
  readonly entity: string;
  readonly column: string;
  readonly detail: string;
}

/**
 * Error raised when a user's dataset file cannot be mapped onto model inputs. Lists every problem
 * at once; `unknownColumns` and `missingColumns` name the columns as `entity.column`.
 */
export class DatasetInputError extends Error {
  readonly code = 'dataset_input_invalid';
  readonly unknownColumns: readonly string[];
  readonly missingColumns: readonly string[];

  constructor(
    readonly issues: readonly DatasetInputIssue[],
    readonly source: string,
  ) {
    super(
      `${source}: ${issues.length} problem(s): ${issues.map((i) => `${i.entity}.${i.column} ${i.kind.replace('_', ' ')}${i.detail ? ` (${i.detail})` : ''}`).join('; ')}`,
    );
    this.name = 'DatasetInputError';
    this.unknownColumns = issues
      .filter((i) => i.kind === 'unknown_column')
      .map((i) => `${i.entity}.${i.column}`);
    this.missingColumns = issues
      .filter((i) => i.kind === 'missing_column')
      .map((i) => `${i.entity}.${i.column}`);
  }
}

/**
 * Error raised for an HDF5 dataset whose filter pipeline holds a filter other than deflate (gzip),
 * shuffle or fletcher32: h5wasm has no other decoders and would return wrong values silently.
 */
export class Hdf5FilterError extends Error {
  readonly code = 'hdf5_filter_unsupported';
  constructor(
    readonly dataset: string,
    readonly filterId: number,
    readonly filterName: string,
  ) {
    super(
      `HDF5 dataset ${dataset} uses filter ${filterId} (${filterName}); only deflate (gzip), shuffle and fletcher32 are supported`,
    );
    this.name = 'Hdf5FilterError';
  }
}

/** Error raised when a user's file cannot be opened or parsed at all. */
export class DatasetFileError extends Error {
  readonly code = 'dataset_file_unreadable';
  constructor(
    readonly path: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${path}: ${message}`, options);
    this.name = 'DatasetFileError';
  }
}
