import { messages } from '@canstring/contracts';
import { Component, type ReactNode } from 'react';

/** Last resort when the shell itself cannot start (e.g. no valid runtime config). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" data-testid="page-error" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        {messages.generalFailure}
      </p>
    );
  }
}
