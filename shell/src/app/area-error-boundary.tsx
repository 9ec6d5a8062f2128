import { areaLoadTexts } from '@canstring/contracts';
import { Component, type ReactNode } from 'react';
import { AreaLoadFailed } from './area-load-notice';

interface State {
  failed: boolean;
}

/** Keeps a crashing area inside its own box: the header and navigation stay usable. */
export class AreaErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <AreaLoadFailed
        message={areaLoadTexts.broken}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
