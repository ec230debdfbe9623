import { makeStyles, tokens } from '@fluentui/react-components';

/** The step cell of spec 3 §2.2 / §9. */
export const STEP_WIDTH = '150px';

export const useApprovalPathStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  summary: {
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    flexGrow: 1,
    minWidth: 0,
  },
  fact: { display: 'flex', columnGap: tokens.spacingHorizontalXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  name: { fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', columnGap: tokens.spacingHorizontalM, flexShrink: 0 },
  noFlow: { color: tokens.colorNeutralForeground3, flexGrow: 1 },
  // the step row scrolls sideways when the steps do not fit
  steps: {
    display: 'flex',
    listStyleType: 'none',
    margin: 0,
    padding: `0 0 ${tokens.spacingVerticalS}`,
    overflowX: 'auto',
  },
  step: {
    flex: `0 0 ${STEP_WIDTH}`,
    width: STEP_WIDTH,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    paddingRight: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
  },
  // a step not reached yet: greyed, still readable (the disabled grey falls short of 4.5:1 on white)
  waiting: { color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  marker: {
    flex: '0 0 24px',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid currentColor`,
    fontSize: tokens.fontSizeBase200,
  },
  markerDone: { color: tokens.colorBrandForeground1 },
  markerCurrent: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
  },
  markerIcon: { border: 'none' },
  markerSuccess: { color: tokens.colorStatusSuccessForeground1 },
  // where the flow stopped: withdrawn in the neutral tone, ended in the danger tone
  markerStopped: { color: tokens.colorNeutralForeground2 },
  markerEnded: { color: tokens.colorStatusDangerForeground1 },
  line: { flexGrow: 1, height: tokens.strokeWidthThin, backgroundColor: tokens.colorNeutralStroke1 },
  lineDone: { backgroundColor: tokens.colorBrandStroke1 },
  stepName: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  currentName: { color: tokens.colorBrandForeground1 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, rowGap: '2px', fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
});
