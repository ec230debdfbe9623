import { makeStyles, tokens } from '@fluentui/react-components';

/** The big-picture dialog's styles, which come with its code (the strip's first paint does not show it). */
export const usePhotoViewerStyles = makeStyles({
  // the big-picture dialog: 60 % of the page wide, the picture at most 500 px either way (spec 3 §9)
  surface: { width: '60%', maxWidth: '60%', minWidth: '320px' },
  stage: { display: 'flex', alignItems: 'center', justifyContent: 'center', columnGap: tokens.spacingHorizontalS, minHeight: '200px' },
  big: { display: 'block', maxWidth: '500px', maxHeight: '500px', width: 'auto', height: 'auto', objectFit: 'contain' },
  bigBox: { flex: '1', display: 'flex', justifyContent: 'center', minWidth: 0 },
  bigPlaceholder: { width: '300px', height: '200px' },
  counter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, marginLeft: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightRegular },
});
