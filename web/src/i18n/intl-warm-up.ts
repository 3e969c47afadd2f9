/** How long the first render waits for the warm-up at most (a worker that never answers must not hold the page). */
const WARM_UP_LIMIT_MS = 500;

/**
 * Loads the browser's Intl data in a worker (intl-warm-up.worker.ts) and resolves when it is
 * loaded, so the first render finds it ready instead of loading it on the main thread. Resolves
 * anyway on a worker error or after WARM_UP_LIMIT_MS.
 */
export function warmUpIntl(language: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    setTimeout(done, WARM_UP_LIMIT_MS);
    try {
      const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(language);
    } catch {
      done();
    }
  });
}
