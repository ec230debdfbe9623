import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/**
 * The editor's box (its height is the element's `height`: toolbar, writing area and status line
 * together), and the writing area's content. Tiptap's own CSS goes to the document's head, which a
 * shadow root does not see (the editor turns it off): what ProseMirror needs is here.
 */
export const useRichTextStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled, color: tokens.colorNeutralForegroundDisabled },
  toolbar: { flexWrap: 'wrap', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexShrink: 0 },
  area: { position: 'relative', flexGrow: 1, minHeight: 0, overflowY: 'auto', cursor: 'text' },
  placeholder: {
    position: 'absolute',
    top: tokens.spacingVerticalM,
    left: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground4,
    pointerEvents: 'none',
  },
  content: {
    height: '100%',
    '& .ProseMirror': {
      boxSizing: 'border-box',
      minHeight: '100%',
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
      outlineStyle: 'none',
      whiteSpace: 'pre-wrap',
      wordWrap: 'break-word',
      fontVariantLigatures: 'none',
      ...typographyStyles.body1,
    },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
    '& .ProseMirror img.ProseMirror-selectednode': { outline: `2px solid ${tokens.colorBrandStroke1}` },
    '& .ProseMirror blockquote': { margin: `0 0 ${tokens.spacingVerticalS}`, paddingLeft: tokens.spacingHorizontalM, borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, color: tokens.colorNeutralForeground2 },
    '& .ProseMirror pre': { padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3, fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap' },
    '& .ProseMirror code': { fontFamily: tokens.fontFamilyMonospace, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusSmall },
    '& .ProseMirror a': { color: tokens.colorBrandForegroundLink },
    '& .ProseMirror hr': { border: 'none', borderTop: `1px solid ${tokens.colorNeutralStroke1}`, margin: `${tokens.spacingVerticalM} 0` },
    '& .ProseMirror-hideselection *::selection': { backgroundColor: 'transparent' },
    '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute' },
    '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
  },
  status: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    flexShrink: 0,
    ...typographyStyles.caption1,
  },
  statusRow: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  statusText: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  progress: { width: '120px', flexShrink: 0 },
  count: { alignSelf: 'flex-end', color: tokens.colorNeutralForeground3 },
  linkBox: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  loading: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});
