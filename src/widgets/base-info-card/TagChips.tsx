/**
 * The card's tags as Fluent's TagGroup (arrow keys between them, Delete or a click on × removes one): a
 * chunk of its own, loaded as the card first renders (react-tags is 18 KB min, more than the rest of
 * the card; bench figure 1d). Until it comes, or when it cannot, `TagChipsPlaceholder` shows the same
 * texts at the same size.
 */
import { Tag, TagGroup } from '@fluentui/react-components';
import { removeTag } from './tags.logic';

export interface TagChipsProps {
  tags: string[];
  readonly: boolean;
  onChange?(detail: { tags: string[] }): void;
}

export function TagChips({ tags, readonly, onChange }: TagChipsProps) {
  return (
    <TagGroup onDismiss={(_, d) => onChange?.({ tags: removeTag(tags, Number(d.value)) })}>
      {tags.map((tag, i) => (
        <Tag key={`${i}-${tag}`} value={String(i)} size="small" shape="circular" dismissible={!readonly} data-tag="">
          {tag}
        </Tag>
      ))}
    </TagGroup>
  );
}
