import autocannon from 'autocannon';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Closed loop: as fast as the server answers, with a fixed number of connections. */
export async function saturate(
  origin: string,
  spec: RequestSpec,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${spec.path}`,
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    connections: 16,
    pipelining: 1,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/**
 * Open loop at a fixed offered rate: each request is due at its own moment whether or not earlier
 * ones have answered, and its latency counts from that moment. A closed loop alone would wait for
 * a slow answer before sending more and so hide the tail (coordinated omission).
 */
export async function offerFixedRate(
  origin: string,
  spec: RequestSpec,
  ratePerSecond: number,
  seconds: number,
): Promise<LoadResult> {
  const total = Math.round(ratePerSecond * seconds);
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) / 1000) * ratePerSecond) + 1);
    for (; sent < due; sent++) {
      const intended = start + (sent / ratePerSecond) * 1000;
      pending.push(
        fetch(`${origin}${spec.path}`, {
          method: spec.method,
          headers: spec.headers,
          body: spec.body,
          signal: AbortSignal.timeout(10_000),
        })
          .then(async (response) => {
            await response.arrayBuffer();
            if (!response.ok) errors++;
            latencies.push(performance.now() - intended);
          })
          .catch(() => {
            errors++;
          }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}
