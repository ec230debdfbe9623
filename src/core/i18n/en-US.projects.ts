/** The project picker (zh-CN.projects.ts). */
export const projectsEnUS = {
  projectPicker: {
    title: 'Select project',
    name: 'Project name',
    serial_number: 'Project number',
    remark: 'Description',
    category: 'Project category',
    category_path: 'Category path',
    add: 'Add',
    nameRequired: 'Please enter a name',
    deleteConfirm: 'Delete this record?',
  },
};
