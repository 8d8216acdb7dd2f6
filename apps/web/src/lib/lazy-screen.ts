import { CHUNK_LOAD_TIMEOUT_MS } from '@aula/shared';
import type { ComponentType } from 'react';
import { lazy } from 'react';

/** A screen's code could not be fetched: the network failed, or it took more than 120 s. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(timedOut: boolean, options?: { cause?: unknown }) {
    super(timedOut ? 'Loading a screen timed out' : 'Loading a screen failed', options);
    this.timedOut = timedOut;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

export function withChunkTimeout<T>(
  loading: Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(true)), timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(false, { cause: error }));
      },
    );
  });
}

/**
 * A route's `lazy`: the screen is its own chunk, fetched on first visit, and a chunk that fails
 * or hangs becomes a ChunkLoadError for the route's error boundary (which offers a reload).
 * The object form names only the component, so React Router runs the route's own loader (a
 * screen's first requests) while the chunk downloads instead of after it.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  return { Component: () => withChunkTimeout(load()) };
}

/**
 * A component fetched in a chunk of its own the first time it renders, for `Suspense`: a chunk
 * that fails or hangs is a ChunkLoadError, as for a screen, so the route's error boundary offers
 * a reload.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => withChunkTimeout(load()).then((component) => ({ default: component })));
}
