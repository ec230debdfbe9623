/**
 * The small status tags of the path view and its process log: a Fluent badge in the status's tone (the
 * current one filled). A status text the catalogue knows is the element's words; an unknown one came
 * from the backend and is marked as its text. The badge is a lazy part, fetched when the view mounts
 * (`Tag.parts`), beside its first request.
 */
import type * as React from 'react';
import { Badge } from '../../kit/lazy-parts/Badge';
import type { Tone } from './approval-path.logic';

type DataAttributes = Record<`data-${string}`, string | undefined>;

const TagView = ({ tone, children, ...rest }: { tone: Tone; children: React.ReactNode } & DataAttributes) => (
  <Badge size="small" appearance={tone === 'brand' ? 'filled' : 'tint'} color={tone} {...rest}>
    {children}
  </Badge>
);

export const Tag = Object.assign(TagView, { parts: [Badge] });

/** A node's or a person's status: nothing without a text. */
export const StatusTag = ({ status, ...rest }: { status: { text: string; tone: Tone; known: boolean } } & DataAttributes) =>
  status.text ? (
    <Tag tone={status.tone} data-backend-text={status.known ? undefined : ''} {...rest}>
      {status.text}
    </Tag>
  ) : null;
