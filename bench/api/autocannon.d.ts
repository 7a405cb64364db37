// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    mean: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  // The package exports its function as the default (CommonJS module.exports).
  // eslint-disable-next-line no-restricted-syntax
  export default autocannon;
}
