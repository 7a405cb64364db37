import { chartLibraries } from './chart-libraries.js';

/** What a chart is rendered to. */
export const ChartFormat = { svg: 'svg', png: 'png' } as const;
/** A chart format: SVG text or PNG bytes. */
export type ChartFormat = (typeof ChartFormat)[keyof typeof ChartFormat];

/** The format a file name asks for by its extension, or undefined. */
export function chartFormatOf(file: string): ChartFormat | undefined {
  const ext = /\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase();
  return ext === 'svg' || ext === 'png' ? ext : undefined;
}

/**
 * Renders a Vega-Lite specification server-side, without a browser or network: Vega's own SVG
 * renderer, then resvg for PNG (at twice the size, on white). The specification must carry its
 * data inline.
 */
export async function renderChart(spec: unknown, format: 'svg'): Promise<string>;
export async function renderChart(spec: unknown, format: 'png'): Promise<Uint8Array>;
export async function renderChart(spec: unknown, format: ChartFormat): Promise<string | Uint8Array>;
export async function renderChart(
  spec: unknown,
  format: ChartFormat,
): Promise<string | Uint8Array> {
  const { vega, vegaLite, resvg } = await chartLibraries();
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    if (format === 'svg') return svg;
    return new resvg.Resvg(svg, {
      fitTo: { mode: 'zoom', value: 2 },
      font: {
        loadSystemFonts: true,
        defaultFontFamily: 'DejaVu Sans',
        sansSerifFamily: 'DejaVu Sans',
      },
      background: 'white',
    })
      .render()
      .asPng();
  } finally {
    view.finalize();
  }
}
