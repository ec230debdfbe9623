import { makeStyles } from '@fluentui/react-components';

export const usePickerViewStyles = makeStyles({
  layout: { display: 'flex', columnGap: '16px', minHeight: 0, flex: 1 },
  main: { display: 'flex', flexDirection: 'column', rowGap: '12px', flex: 1, minWidth: 0 },
  pager: { display: 'flex', justifyContent: 'flex-end' },
  // an inline picker: a definite height, so that the tree beside the list has one (the list is 440 px)
  inline: { display: 'flex', flexDirection: 'column', height: '620px', width: '100%', minWidth: 0 },
  // the rehearsal of a closed picker: laid out as the drawer would be (styles matched, fonts found,
  // layout code run), out of sight and out of reach, and gone after one frame
  rehearsal: {
    position: 'fixed',
    top: 0,
    left: '-200vw',
    width: '80vw',
    height: '100vh',
    display: 'flex',
    flexDirection: 'column',
    visibility: 'hidden',
    pointerEvents: 'none',
    contain: 'strict',
  },
});
