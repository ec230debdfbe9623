import { makeStyles, tokens } from '@fluentui/react-components';

/** The thumbnail's side (px). */
const TILE = '100px';

export const usePhotoUploaderStyles = makeStyles({
  strip: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  tile: {
    position: 'relative',
    width: TILE,
    height: TILE,
    boxSizing: 'border-box',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  open: {
    display: 'block',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'zoom-in',
  },
  cover: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  remove: { position: 'absolute', top: '2px', right: '2px', minWidth: 0, backgroundColor: tokens.colorNeutralBackground1 },
  // an upload: its local picture under its progress, or its failure with 重试
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalXS,
    backgroundColor: 'rgba(0, 0, 0, 0.45)',
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
  },
  failed: { backgroundColor: 'rgba(164, 38, 44, 0.75)' },
  progress: { width: '80%' },
  add: {
    width: TILE,
    height: TILE,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    // an outline button's border, dashed: longhands, which win over the button's own (a shorthand would not)
    borderTopStyle: 'dashed',
    borderRightStyle: 'dashed',
    borderBottomStyle: 'dashed',
    borderLeftStyle: 'dashed',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  input: { display: 'none' },
  // a picture not (yet) there: never a blank
  placeholder: {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    textAlign: 'center',
    overflow: 'hidden',
    wordBreak: 'break-all',
  },
  empty: { color: tokens.colorNeutralForeground3 },
});
