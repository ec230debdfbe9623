import { makeStyles, tokens } from '@fluentui/react-components';
import { chooserList, chooserPane, chooserPaneHeader } from '../../kit/chooser/chooser.styles';

export const useExportPlanStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr) 300px', columnGap: tokens.spacingHorizontalL, flex: 1, minHeight: 0 },
  noPlans: { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
  pane: chooserPane,
  paneHeader: chooserPaneHeader,
  muted: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  list: chooserList,
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
});
