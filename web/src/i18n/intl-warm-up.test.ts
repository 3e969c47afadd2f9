// The Intl warm-up runs beside the first render and must never stop it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntlWarmUp } from './intl-warm-up';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startIntlWarmUp', () => {
  it('sends the worker the interface language and ends it once it answers', () => {
    const sent: unknown[] = [];
    let terminated = false;
    class AnsweringWorker {
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage(message: unknown) {
        sent.push(message);
        this.onmessage?.();
      }
      terminate() {
        terminated = true;
      }
    }
    vi.stubGlobal('Worker', AnsweringWorker);
    startIntlWarmUp('tr');
    expect(sent).toEqual(['tr']);
    expect(terminated).toBe(true);
  });

  it('does nothing where workers cannot start', () => {
    vi.stubGlobal('Worker', class {
      constructor() {
        throw new Error('workers blocked');
      }
    });
    expect(() => startIntlWarmUp('de')).not.toThrow();
  });
});
