/** A button whose request is running: disabled, with a spinner, so that it sends once (DECISIONS). */
import type * as React from 'react';
import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';

export function BusyButton({ busy, disabled, icon, ...props }: ButtonProps & { busy?: boolean; ref?: React.Ref<HTMLButtonElement | HTMLAnchorElement> }) {
  return <Button {...props} disabled={disabled || busy} aria-busy={busy || undefined} icon={busy ? <Spinner size="extra-tiny" /> : icon} />;
}
