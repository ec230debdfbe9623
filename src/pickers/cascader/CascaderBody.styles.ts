import { makeStyles, tokens } from '@fluentui/react-components';

export const useCascaderBodyStyles = makeStyles({
  root: { display: 'flex', columnGap: tokens.spacingHorizontalM, minHeight: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '240px',
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  chosen: { flex: '0 0 260px', overflowY: 'auto' },
  tree: { flex: 1, minWidth: 0 },
  heading: { fontWeight: tokens.fontWeightSemibold, padding: tokens.spacingHorizontalS },
  item: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, padding: `0 ${tokens.spacingHorizontalS}` },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
