export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const samplePattern = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const labelPattern = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape in Prometheus's text format, as a scraper reads them. */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = samplePattern.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries(
      [...labelText.matchAll(labelPattern)].map(([, key = '', raw = '']) => [
        key,
        raw.replace(/\\(.)/g, (_escape, character: string) =>
          character === 'n' ? '\n' : character,
        ),
      ]),
    );
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include these; undefined if none. */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${String(found.length)} samples of ${name} match`);
  return found[0]?.value;
}
