/**
 * How fast this machine gives a process memory it has not touched before. Lighthouse times the
 * page's main thread as it runs here and multiplies by four, and a browser's start, a page's
 * scripts and their garbage all fault in fresh memory: on a virtual machine whose host hands out
 * pages lazily that costs several times what it does elsewhere, and every figure of the web app
 * (and the journeys' time) follows it. Printed beside those figures so that they can be read
 * against the machine they were measured on.
 */
export function freshMemoryMsPerGiB(): number {
  const size = 256 * 1024 * 1024;
  const pageSize = 4096;
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    // Zero-filled by the system: each page is faulted in by the first write below.
    const block = new Uint8Array(size);
    for (let offset = 0; offset < size; offset += pageSize) block[offset] = 1;
    times.push(performance.now() - started);
  }
  const median = times.sort((a, b) => a - b)[1] ?? Number.NaN;
  return (median * (1024 * 1024 * 1024)) / size;
}
