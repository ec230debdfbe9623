/** The print launcher (zh-CN.files-print.ts). */
export const filesPrintEnUS = {
  printLauncher: {
    modeTitle: 'Print',
    modeText: 'is a Word template: download it or preview it',
    download: 'Download',
    preview: 'Preview',
    previewTitle: 'Print preview: {name}',
    working: 'Generating the Word file…',
  },
};
