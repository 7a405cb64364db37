/**
 * Charts: Vega-Lite specifications of Fiscus's standard charts, rendered server-side to SVG or
 * PNG (Vega's SVG renderer and resvg, loaded on first use; no browser, no network). Imports
 * only `contract` (the MacroOutput's type).
 */
export { ChartLibraryError, chartLibraries, type ChartLibraries } from './chart-libraries.js';
export { ChartFormat, chartFormatOf, renderChart } from './render-chart.js';
export { reportChartSpecs, type NamedChart } from './report-charts.js';
export { sweepChartSpec, type SweepLabels, type SweepPoint } from './sweep-chart.js';
