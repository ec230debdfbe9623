import * as React from 'react';
import { useT } from '../i18n';
import type { BoErrorDetail } from './events';

interface Props {
  onError: (detail: BoErrorDetail) => void;
  children?: React.ReactNode;
}

/** A render error shows a small notice inside the element and reports `bo-error`; the page keeps working. */
export class ErrorBoundary extends React.Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const msg = error instanceof Error ? error.message : String(error);
    this.props.onError({ source: 'render', msg });
  }

  override render() {
    return this.state.failed ? <RenderFailed /> : this.props.children;
  }
}

function RenderFailed() {
  const t = useT();
  return (
    <div role="alert" data-bo-error="" style={{ color: 'var(--colorPaletteRedForeground1)', padding: '4px 8px' }}>
      {t('common.renderFailed')}
    </div>
  );
}
