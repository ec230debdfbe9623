import { makeStyles, tokens } from '@fluentui/react-components';

const pane = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  border: `1px solid ${tokens.colorNeutralStroke2}`,
  borderRadius: tokens.borderRadiusMedium,
  padding: tokens.spacingHorizontalM,
  rowGap: tokens.spacingVerticalS,
} as const;

export const useExportPlanStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr) 300px', columnGap: tokens.spacingHorizontalL, flex: 1, minHeight: 0 },
  noPlans: { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
  pane,
  paneHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: '8px', fontWeight: tokens.fontWeightSemibold, minHeight: '28px' },
  muted: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: '2px' },
  plan: {
    display: 'flex',
    alignItems: 'center',
    columnGap: '2px',
    borderRadius: tokens.borderRadiusMedium,
    paddingInlineStart: '4px',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  planSelected: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  planName: { flex: 1, minWidth: 0, justifyContent: 'flex-start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightRegular },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
  editor: { display: 'flex', flexDirection: 'column', rowGap: '6px', padding: '6px', backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusMedium },
  editorButtons: { display: 'flex', justifyContent: 'flex-end', columnGap: '6px' },
  group: { display: 'flex', flexDirection: 'column', rowGap: '4px' },
  groupTitle: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold, paddingBlockStart: '6px', borderTop: `1px solid ${tokens.colorNeutralStroke3}` },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: '8px' },
  chosen: {
    display: 'flex',
    alignItems: 'center',
    columnGap: '4px',
    padding: '2px 4px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  lock: { display: 'inline-flex', padding: '0 6px', color: tokens.colorNeutralForeground3 },
  chosenName: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
