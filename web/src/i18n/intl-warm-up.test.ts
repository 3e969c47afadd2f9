// The first render waits for the Intl warm-up, so the warm-up must never hold the page for long.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmUpIntl', () => {
  it('resolves when the worker answers, after sending it the interface language', async () => {
    const sent: unknown[] = [];
    class AnsweringWorker {
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage(message: unknown) {
        sent.push(message);
        queueMicrotask(() => this.onmessage?.());
      }
    }
    vi.stubGlobal('Worker', AnsweringWorker);
    await warmUpIntl('tr');
    expect(sent).toEqual(['tr']);
  });

  it('resolves at once where workers cannot start', async () => {
    vi.stubGlobal('Worker', class {
      constructor() {
        throw new Error('workers blocked');
      }
    });
    await expect(warmUpIntl('de')).resolves.toBeUndefined();
  });

  it('stops waiting for a worker that never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', class {
      postMessage() {}
    });
    let done = false;
    void warmUpIntl('fr').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
