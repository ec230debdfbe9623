import { makeStyles, tokens } from '@fluentui/react-components';

/** Default minimum width of a card (px); the grid fits as many columns as the width allows. */
export const DEFAULT_TILE = 160;

const focusRing = {
  outlineWidth: tokens.strokeWidthThick,
  outlineStyle: 'solid',
  outlineColor: tokens.colorStrokeFocus2,
  outlineOffset: '1px',
} as const;

export const useSelectionGridStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minHeight: 0 },
  toolbar: { display: 'flex', alignItems: 'center', minHeight: '32px' },
  scroller: {
    position: 'relative',
    overflow: 'auto',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  grid: { display: 'grid', gap: tokens.spacingHorizontalM, alignContent: 'start' },
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    cursor: 'pointer',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { boxShadow: tokens.shadow4 },
    ':focus-visible': focusRing,
  },
  chosen: { border: `1px solid ${tokens.colorBrandStroke1}`, boxShadow: `0 0 0 1px ${tokens.colorBrandStroke1}` },
  disabled: { cursor: 'not-allowed', opacity: 0.7, ':hover': { boxShadow: 'none' } },
  media: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '4 / 3',
    backgroundColor: tokens.colorNeutralBackground3,
    overflow: 'hidden',
  },
  cover: { width: '100%', height: '100%', objectFit: 'contain' },
  iconBox: { aspectRatio: '1 / 1' },
  iconImage: { width: '48px', height: '48px', objectFit: 'contain' },
  iconFont: { fontSize: '40px', lineHeight: 1, fontStyle: 'normal' },
  placeholder: {
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForeground4,
    userSelect: 'none',
  },
  // the box only shows the choice: a click on it is the card's
  check: { position: 'absolute', top: '2px', left: '2px', pointerEvents: 'none' },
  preview: { position: 'absolute', top: '4px', right: '4px', minWidth: 'auto' },
  info: { display: 'flex', flexDirection: 'column', rowGap: '2px', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  meta: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, minWidth: 0 },
  subtitle: {
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  dialog: { width: '60%', maxWidth: 'calc(100vw - 32px)' },
  big: { display: 'flex', justifyContent: 'center' },
  bigImage: { maxWidth: '100%', maxHeight: '500px', objectFit: 'contain' },
});
