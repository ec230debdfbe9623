import { makeStyles, tokens } from '@fluentui/react-components';

export const useHierarchyBodyStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    minHeight: 0,
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  items: { display: 'flex', flexDirection: 'column', overflowY: 'auto', minHeight: 0 },
  item: {
    display: 'flex',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  // the row's one cell lays out its check box, name and arrow
  cell: { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  group: { padding: `0 ${tokens.spacingHorizontalXS}` },
});
