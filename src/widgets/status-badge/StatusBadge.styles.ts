import { makeStyles, tokens } from '@fluentui/react-components';

export const useStatusBadgeStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: '6px',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  tag: {
    paddingInline: '8px',
    paddingBlock: '1px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid currentColor`,
  },
  dot: {
    width: '6px',
    height: '6px',
    borderRadius: '50%',
    backgroundColor: 'currentColor',
    flexShrink: 0,
  },
  text: { color: tokens.colorNeutralForeground1 },
  blue: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  green: { color: tokens.colorPaletteGreenForeground1, backgroundColor: tokens.colorPaletteGreenBackground1 },
  amber: { color: tokens.colorPaletteDarkOrangeForeground1, backgroundColor: tokens.colorPaletteYellowBackground1 },
  red: { color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteRedBackground1 },
  grey: { color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground3 },
  plain: { backgroundColor: 'transparent' },
});
