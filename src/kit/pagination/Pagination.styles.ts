import { makeStyles, tokens } from '@fluentui/react-components';

/** One compact row, 32 px high, like Element UI's zh-CN pager. */
export const usePaginationStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'nowrap',
    columnGap: tokens.spacingHorizontalXS,
    height: '32px',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  group: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXS,
  },
  button: {
    minWidth: '28px',
    paddingInline: tokens.spacingHorizontalXS,
  },
  spacer: { marginInlineStart: 'auto' },
  sizes: { width: '96px', flexShrink: 0 },
  jumper: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
  },
  jumperInput: { width: '48px', minWidth: 0 },
  jumperField: { textAlign: 'center' },
});
