import { makeStyles, tokens } from '@fluentui/react-components';

/** The upload's layout: its buttons in a bar above its file list (FileUpload, and the scan upload's
 * placeholder, which holds the buttons' place until the element's code has come). */
export const useUploadStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});
