/** The photo uploader (zh-CN.files-photo.ts). */
export const filesPhotoEnUS = {
  photos: {
    label: 'Photos',
    add: 'Add photos',
    viewTitle: 'View picture',
    view: 'View picture: {name}',
    delete: 'Delete photo: {name}',
    uploading: 'Uploading {percent}%',
    failed: 'Upload failed',
    discard: 'Remove',
    loading: 'Loading picture',
    broken: 'The picture could not be loaded',
    overMax: 'At most {max} photos',
    empty: 'No photos',
    prev: 'Previous',
    next: 'Next',
    counter: '{index} / {total}',
  },
};
