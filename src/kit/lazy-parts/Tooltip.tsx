/** Fluent's Tooltip, loaded on first use (kit/lazy-parts/README.md: why); until it comes (or when it cannot) its target shows alone. */
import type { TooltipProps } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';

const TooltipPlaceholder = ({ children }: TooltipProps) => (typeof children === 'function' ? null : children);

export const Tooltip = lazyPart<TooltipProps>(() => import('./fluent-tooltip').then((m) => m.Tooltip), TooltipPlaceholder, partMissing('a tooltip', TooltipPlaceholder));
