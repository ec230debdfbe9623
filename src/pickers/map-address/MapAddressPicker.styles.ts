import { makeStyles, tokens } from '@fluentui/react-components';

export const useMapPickerStyles = makeStyles({
  layout: { display: 'flex', columnGap: tokens.spacingHorizontalL, flex: 1, minHeight: 0 },
  side: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, width: '300px', flexShrink: 0, minHeight: 0 },
  results: { listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1 },
  result: {
    display: 'block', width: '100%', textAlign: 'start', padding: '6px 8px', border: 'none', borderRadius: tokens.borderRadiusMedium,
    background: 'none', cursor: 'pointer', color: tokens.colorNeutralForeground1, font: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  main: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, flex: 1, minWidth: 0, minHeight: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalS },
  coordinate: { width: '140px' },
  region: { width: '110px' },
  address: { flex: 1, minWidth: '200px' },
  map: { flex: 1, minHeight: '360px', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  qr: { display: 'flex', flexDirection: 'column', alignItems: 'center', rowGap: tokens.spacingVerticalS, width: '220px' },
  qrBox: { width: '200px', height: '200px', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, textAlign: 'center' },
});
