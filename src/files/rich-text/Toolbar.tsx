/**
 * The editor's toolbar (Fluent Toolbar: arrow keys move between the buttons): each button with its
 * Chinese label as name and tooltip; the toggles say whether the selection has their format
 * (aria-pressed), undo and redo are off when there is nothing to undo or redo. The state follows the
 * editor's selection (Tiptap 3 renders again only on what the selector reads).
 */
import '../../core/i18n/areas/files-rich';
import { Toolbar as FluentToolbar, ToolbarButton, ToolbarDivider, ToolbarToggleButton, Tooltip } from '@fluentui/react-components';
import { useEditorState, type Editor } from '@tiptap/react';
import { partRef } from '../../core/runtime';
import { useT } from '../../core/i18n';
import { glyphs } from './glyphs';
import { LinkButton } from './LinkButton';
import { toolsOf, type Tool, type ToolbarKind } from './toolbar';

export interface ToolbarProps {
  editor: Editor;
  kind: ToolbarKind;
  /** nothing can be done (readonly or disabled) */
  off: boolean;
  className: string;
  onImage(): void;
  onClear(): void;
}

export function Toolbar({ editor, kind, off, className, onImage, onClear }: ToolbarProps) {
  const t = useT();
  const tools = toolsOf(kind);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: tools.filter((tool) => tool.active?.(e)).map((tool) => tool.key),
      blocked: tools.filter((tool) => tool.can && !tool.can(e)).map((tool) => tool.key),
    }),
    equalityFn: (a, b) => !!b && a.active.join() === b.active.join() && a.blocked.join() === b.blocked.join(),
  });
  const actions: Partial<Record<Tool['key'], () => void>> = { image: onImage, clear: onClear };

  const button = (tool: Tool) => {
    const label = t(`richText.${tool.key}`);
    const Glyph = glyphs[tool.key];
    const disabled = off || state.blocked.includes(tool.key);
    if (tool.key === 'link') return <LinkButton editor={editor} label={label} icon={<Glyph />} disabled={off} pressed={state.active.includes('link')} />;
    const common = { 'aria-label': label, 'data-tool': tool.key, icon: <Glyph />, disabled, onClick: () => (tool.run ? tool.run(editor) : actions[tool.key]?.()) };
    return (
      <Tooltip content={label} relationship="label" withArrow>
        {tool.active ? <ToolbarToggleButton {...common} name="format" value={tool.key} appearance="subtle" /> : <ToolbarButton {...common} appearance="subtle" />}
      </Tooltip>
    );
  };

  return (
    <FluentToolbar ref={partRef('buttons')} className={className} aria-label={t('richText.toolbar')} size="small" checkedValues={{ format: state.active }}>
      {tools.map((tool, i) => (
        <span key={tool.key} style={{ display: 'contents' }}>
          {tool.group && i > 0 && <ToolbarDivider />}
          {button(tool)}
        </span>
      ))}
    </FluentToolbar>
  );
}
