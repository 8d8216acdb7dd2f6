import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { isChunkLoadError } from '../lib/lazy-screen';
import { ChunkErrorPanel, GenericErrorPanel } from './error-panels';

interface BoundaryState {
  error: unknown;
}

/**
 * Outside the router (the visitor's screens): a screen that failed to load or render shows why
 * and what to do, and what is around it stays.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkErrorPanel />;
    return <GenericErrorPanel retry={() => this.setState({ error: null })} />;
  }
}
