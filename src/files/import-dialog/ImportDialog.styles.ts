import { makeStyles, tokens } from '@fluentui/react-components';

export const useImportDialogStyles = makeStyles({
  // a dialog, not the 80 % drawer of the pickers: two steps of one file need little room
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  steps: { display: 'flex', columnGap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
  step: { color: tokens.colorNeutralForeground3, display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  stepNumber: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid currentColor`,
    fontSize: tokens.fontSizeBase200,
  },
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
  },
  dragging: { border: `1px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  hidden: { display: 'none' },
  file: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  fileLine: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, wordBreak: 'break-all' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  note: { color: tokens.colorNeutralForeground3, marginRight: 'auto', alignSelf: 'center' },
});
