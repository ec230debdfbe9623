import { makeStyles, tokens } from '@fluentui/react-components';

/** A bordered pane of a chooser drawer (the offered fields, the chosen list, the export plans). */
export const chooserPane = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  border: `1px solid ${tokens.colorNeutralStroke2}`,
  borderRadius: tokens.borderRadiusMedium,
  padding: tokens.spacingHorizontalM,
  rowGap: tokens.spacingVerticalS,
} as const;

export const chooserPaneHeader = {
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: '8px', fontWeight: tokens.fontWeightSemibold, minHeight: '28px',
} as const;

export const chooserList = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: '2px' } as const;

export const useChooserStyles = makeStyles({
  pane: chooserPane,
  paneHeader: chooserPaneHeader,
  muted: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  list: chooserList,
  chosen: {
    display: 'flex',
    alignItems: 'center',
    columnGap: '4px',
    padding: '2px 4px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  lock: { display: 'inline-flex', padding: '0 6px', color: tokens.colorNeutralForeground3 },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, flexShrink: 0 },
});
