import { makeStyles, tokens } from '@fluentui/react-components';

export const usePrintLauncherStyles = makeStyles({
  host: { display: 'contents' },
  mode: { width: '420px', maxWidth: 'calc(100vw - 32px)' },
  working: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
  preview: { width: '80vw', maxWidth: '80vw' },
  // the document as docx-preview laid it out (its pages on a grey ground), scrolled inside the dialog
  // (docx-preview's own stylesheet does not survive sanitising: its pages get their paper look here)
  document: {
    maxHeight: '70vh',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    color: '#000',
    padding: tokens.spacingVerticalL,
    '& section': { backgroundColor: '#fff', boxShadow: tokens.shadow4, margin: `0 auto ${tokens.spacingVerticalL}`, boxSizing: 'border-box' },
  },
});
