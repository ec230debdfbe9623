import { makeStyles, tokens } from '@fluentui/react-components';

export const useRegionBodyStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    minHeight: 0,
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  summary: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, padding: `0 ${tokens.spacingHorizontalS}` },
  step: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  places: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignContent: 'start',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalS,
  },
  place: { justifyContent: 'flex-start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
