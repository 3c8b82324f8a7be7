import { Component, type ReactNode } from 'react';

/**
 * If the payment step's code cannot be loaded (the server was updated, the connection
 * dropped), the page says so instead of going blank.
 */
export class PaymentStepBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="rounded-md border p-4 text-sm">
          The payment form could not be loaded. Go back to pricing and try again.
        </p>
      );
    }
    return this.props.children;
  }
}
