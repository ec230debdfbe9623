/** bo-serial-batch in English. */
export const filesSerialEnUS = {
  serialBatch: {
    title: 'Generate serial numbers',
    sequentialTab: 'Sequential',
    singleTab: 'One by one',
    prefix: 'Fixed prefix',
    prefixHint: 'Put before every serial number; optional',
    start: 'Start',
    startHint: 'Leading zeros are kept: 001 is followed by 002',
    count: 'Count',
    interval: 'Interval',
    end: 'End',
    preview: 'Preview',
    previewText: '{values} ({count} in all)',
    tooMany: 'The count cannot exceed {max}',
    row: 'Serial number {n}',
    addRow: 'Add a row',
    removeRow: 'Delete row {n}',
    singleHint: 'Press Enter in a serial number to add a row below it',
  },
  serial: {
    digitsOnly: 'Digits only',
    greaterThanZero: 'The number must be greater than 0',
    notZero: 'The number cannot be 0',
    startCountInterval: 'Enter the start value, count and interval',
    serialRequired: 'Enter a serial number',
  },
};
