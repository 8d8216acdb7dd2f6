import type { ReactNode } from 'react';
import { Component } from 'react';
import { isChunkLoadError } from '../lib/lazy-screen';

/** What a route's error boundary does: a chunk that could not be fetched offers a reload. */
export class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error)
      return <p>{isChunkLoadError(this.state.error) ? 'Reload the page' : 'Something else'}</p>;
    return this.props.children;
  }
}
