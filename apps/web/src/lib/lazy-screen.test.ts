import { CHUNK_LOAD_TIMEOUT_MS } from '@aula/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyScreen, withChunkTimeout } from './lazy-screen';

describe('lazy screens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolve to the route component', async () => {
    function Screen() {
      return null;
    }
    await expect(lazyScreen(async () => Screen).Component()).resolves.toBe(Screen);
  });

  it('fail with a ChunkLoadError when the chunk fails', async () => {
    const failure = await withChunkTimeout(Promise.reject(new TypeError('fetch failed'))).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure).toMatchObject({ timedOut: false });
  });

  it('fail with a ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => {})).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
