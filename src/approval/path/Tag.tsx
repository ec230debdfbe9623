/**
 * The small status tags of the path view and its process log: a Fluent badge in the status's tone (the
 * current one filled). A status text the catalogue knows is the element's words; an unknown one came
 * from the backend and is marked as its text.
 */
import type * as React from 'react';
import { Badge } from '@fluentui/react-components';
import type { Tone } from './approval-path.logic';

type DataAttributes = Record<`data-${string}`, string | undefined>;

export const Tag = ({ tone, children, ...rest }: { tone: Tone; children: React.ReactNode } & DataAttributes) => (
  <Badge size="small" appearance={tone === 'brand' ? 'filled' : 'tint'} color={tone} {...rest}>
    {children}
  </Badge>
);

/** A node's or a person's status: nothing without a text. */
export const StatusTag = ({ status, ...rest }: { status: { text: string; tone: Tone; known: boolean } } & DataAttributes) =>
  status.text ? (
    <Tag tone={status.tone} data-backend-text={status.known ? undefined : ''} {...rest}>
      {status.text}
    </Tag>
  ) : null;
