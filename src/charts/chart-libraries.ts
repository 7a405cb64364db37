/** The parts of Vega, Vega-Lite and resvg this folder uses (they are loaded on first use). */
export interface ChartLibraries {
  readonly vega: {
    parse(spec: unknown): unknown;
    View: new (
      runtime: unknown,
      options: { renderer: 'none' },
    ) => {
      toSVG(scale?: number): Promise<string>;
      finalize(): void;
    };
  };
  readonly vegaLite: { compile(spec: unknown): { spec: unknown } };
  readonly resvg: {
    Resvg: new (
      svg: string,
      options: {
        fitTo: { mode: 'zoom'; value: number };
        font: { loadSystemFonts: boolean; defaultFontFamily: string; sansSerifFamily: string };
        background: string;
      },
    ) => { render(): { asPng(): Uint8Array } };
  };
}

/** A chart library is not installed: names the package and how to install it. */
export class ChartLibraryError extends Error {
  readonly code = 'chart_library_missing';
  constructor(
    readonly packageName: string,
    options?: { cause?: unknown },
  ) {
    super(
      `charts need the npm package ${packageName}, which is not installed; run npm install (it is a dependency of fiscus)`,
      options,
    );
    this.name = 'ChartLibraryError';
  }
}

/** Imports one package by name, as a typed error when it is missing. */
async function load(name: string): Promise<unknown> {
  try {
    // The name is a variable so that the program loads without the chart libraries until a chart is drawn.
    return (await import(name)) as unknown;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND')
      throw new ChartLibraryError(name, { cause: error });
    throw error;
  }
}

let loaded: Promise<ChartLibraries> | undefined;

/** Vega, Vega-Lite and resvg, loaded once. */
export function chartLibraries(): Promise<ChartLibraries> {
  loaded ??= (async () => {
    const [vega, vegaLite, resvg] = await Promise.all([
      load('vega'),
      load('vega-lite'),
      load('@resvg/resvg-js'),
    ]);
    return { vega, vegaLite, resvg } as ChartLibraries;
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
