import { makeStyles, tokens } from '@fluentui/react-components';

export const usePickerDrawerStyles = makeStyles({
  surface: { maxWidth: '100vw' },
  // DrawerBody's box: the drawer's padding, the rest of its height, scrolling when too small
  body: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: '12px',
    flex: 1,
    alignSelf: 'stretch',
    minHeight: 0,
    overflow: 'auto',
    padding: `0 ${tokens.spacingHorizontalXXL} 8px`,
  },
  footer: { display: 'flex', alignItems: 'center', columnGap: '8px', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  spacer: { flex: 1 },
  tray: { display: 'flex', alignItems: 'center', columnGap: '4px' },
  chosen: {
    minWidth: 0,
    paddingInline: '4px',
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':hover:active': { color: tokens.colorBrandForegroundLinkPressed },
    ':disabled, :disabled:hover': { color: tokens.colorNeutralForegroundDisabled, textDecorationLine: 'none' },
  },
  trayList: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '320px', overflowY: 'auto', minWidth: '240px' },
  trayItem: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: '8px', paddingBlock: '2px' },
});
