import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once rendering them has thrown. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A readable message instead of a blank screen when a component throws while rendering. React
 * itself reports the error to the console.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
