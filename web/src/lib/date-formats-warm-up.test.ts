import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpDateFormats } from './date-formats-warm-up.ts';

describe('warmUpDateFormats', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the module worker and tells it the page language', () => {
    const started: { url: string; options: WorkerOptions | undefined; messages: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        messages: unknown[] = [];
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options, messages: this.messages });
        }
        postMessage(message: unknown) {
          this.messages.push(message);
        }
      },
    );
    warmUpDateFormats('da');
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/date-formats-warm-up\.worker\.ts/);
    expect(started[0]?.options?.type).toBe('module');
    expect(started[0]?.messages).toEqual(['da']);
  });

  it('leaves the formats to the main thread where a worker cannot start', () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function refuse() {
        throw new DOMException('refused', 'SecurityError');
      }),
    );
    expect(() => warmUpDateFormats('en')).not.toThrow();
    expect(Worker).toHaveBeenCalledTimes(1);
  });
});

describe('the worker', () => {
  it('formats in the language it is told, then ends', async () => {
    const close = vi.spyOn(self, 'close').mockImplementation(() => undefined);
    const { prepareFormats } = await import('./date-formats-warm-up.worker.ts');
    expect(() => prepareFormats('da')).not.toThrow();
    self.onmessage?.(new MessageEvent('message', { data: 'en' }));
    self.onmessage?.(new MessageEvent('message', { data: 'xx' }));
    expect(close).toHaveBeenCalledTimes(2);
  });
});
