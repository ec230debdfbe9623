import { makeStyles, tokens } from '@fluentui/react-components';

export const usePhrasesDrawerStyles = makeStyles({
  tabs: { flexShrink: 0, marginInline: `calc(-1 * ${tokens.spacingHorizontalS})` },
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minHeight: 0 },
  toolbar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: '4px' },
  phrase: {
    display: 'flex',
    alignItems: 'center',
    columnGap: '4px',
    padding: '4px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // the phrase itself is the button that picks it: its whole text, wrapped
  text: {
    flex: 1,
    minWidth: 0,
    justifyContent: 'flex-start',
    textAlign: 'start',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontWeight: tokens.fontWeightRegular,
    height: 'auto',
    minHeight: '24px',
  },
  // where a system phrase has its handle: the same width, so the texts line up
  noHandle: { width: '24px', flexShrink: 0 },
  editor: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', rowGap: '6px' },
  editorButtons: { display: 'flex', justifyContent: 'flex-end', columnGap: '6px' },
  actions: { display: 'flex', alignItems: 'center', columnGap: '2px', flexShrink: 0 },
  pick: { minWidth: 'auto' },
});
