/** Fluent's Badge, loaded on first use (kit/lazy-parts/README.md: why); until it comes (or when it cannot) its text holds its place. */
import type * as React from 'react';
import type { BadgeProps } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { dataOf } from './data-of';

const BadgePlaceholder = ({ children, ...props }: BadgeProps) => <span {...dataOf(props)}>{children as React.ReactNode}</span>;

export const Badge = lazyPart<BadgeProps>(() => import('./fluent-badge').then((m) => m.Badge), BadgePlaceholder, partMissing('a tag', BadgePlaceholder));
