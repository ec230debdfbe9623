/**
 * Pickers whose tree the page passes (hierarchy, cascader; spec 2 §5 没有传递数据): a `data` attribute
 * (JSON array of nodes with their `children`, or the property), one section of those records
 * (`localRecords`: nothing is asked) shown by the picker's own body.
 */
import type * as React from 'react';
import type { MessageKey } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { localRecords, section, type PickerBodyProps, type PickerDefinition } from '../../kit/picker/types';

const withoutChildren = <Node,>(node: Node): Node => {
  if (typeof node !== 'object' || node === null || !('children' in node)) return node;
  const { children: _children, ...own } = node as Node & { children: unknown };
  return own as Node;
};

const isArray = (v: unknown) => (Array.isArray(v) ? undefined : 'expected a JSON array of nodes');

/** `data`: the tree, as attribute or property. */
const treeDataAttribute = <Node,>(description: string, typeText: string) => ({
  data: attr.json<Node[]>([], description, typeText, { check: isArray }),
});

export interface TreeDataPicker<Node> {
  tag: `bo-${string}`;
  description: string;
  title: MessageKey;
  /** the `data` attribute's description and TypeScript type (the manifest) */
  data: { description: string; type: string };
  /** one chosen node as the page receives it (the manifest): the node's own fields, without `children` */
  record: { description: string; type: string };
  body(props: PickerBodyProps<Node>): React.ReactNode;
}

export function treeDataPicker<Node>(p: TreeDataPicker<Node>) {
  const attributes = treeDataAttribute<Node>(p.data.description, p.data.type);
  const definition: PickerDefinition<typeof attributes> = {
    tag: p.tag,
    description: p.description,
    title: ({ t }) => t(p.title),
    attributes,
    record: p.record,
    sections: ({ props }) => [
      section<Node>({
        key: p.tag.replace(/^bo-|-picker$/g, ''),
        list: localRecords(props.data),
        body: p.body,
        // the specs give these pickers no message of their own
        empty: { message: 'picker.selectData', level: 'error' },
        // each chosen node once: a chosen parent without its descendants (they are chosen or not themselves)
        result: withoutChildren,
      }),
    ],
  };
  return definition;
}
