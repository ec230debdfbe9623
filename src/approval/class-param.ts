/**
 * A module's approval is kept per class when the page names one (spec 3 §7 Approval): the settings and
 * the path view send it as `param`, the JSON text `{"class_id":N}`, and nothing without a class.
 */
export const classParam = (classId: number | undefined): { param?: string } => (classId === undefined ? {} : { param: JSON.stringify({ class_id: classId }) });
