/** The map address picker and the base-info card (zh-CN.map.ts). */
export const mapEnUS = {
  mapPicker: {
    title: 'Select address',
    readonlyTitle: 'View address',
    search: 'Search places',
    searchPlaceholder: 'Type a keyword to search places',
    noResults: 'No place found',
    lng: 'Longitude',
    lat: 'Latitude',
    locate: 'Locate',
    needCoordinates: 'Please enter GCJ-02 coordinates',
    address: 'Address',
    noPoint: 'Click the map or search to choose a place',
    selectAddress: 'Please select an address',
    scan: 'Locate by phone',
    scanHint: 'Scan the QR code with a phone and choose the place there',
    scanWaiting: 'Waiting for the phone…',
    qrAlt: 'QR code of the phone location',
    qrFailed: 'The QR code could not be made',
    map: 'Map',
    marker: 'Chosen place',
  },
};
