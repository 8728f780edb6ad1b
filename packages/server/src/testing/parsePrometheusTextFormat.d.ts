// parse-prometheus-text-format ships no types: the shapes its README documents (prom2json's).
declare module 'parse-prometheus-text-format' {
  interface PrometheusSample {
    labels?: Record<string, string>
    /** Counters, gauges and untyped samples. */
    value?: string
    /** Histograms: cumulative counts by upper bound ("+Inf" last). */
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  export interface PrometheusFamily {
    name: string
    help: string
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    metrics: PrometheusSample[]
  }
  /** Parses the Prometheus text format; throws on a line that is not in it. */
  export default function parsePrometheusTextFormat(
    text: string,
  ): PrometheusFamily[]
}
