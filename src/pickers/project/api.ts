/**
 * The project of spec 2 §3 (Project) and its calls (§7 Projects / templates / pages): the list (POST
 * /project/list, is_on 1, data.list + total_count), and the saves and delete of the editable variant
 * (POST /project/create, PUT and DELETE /project/{id}).
 */
import { bodyParam as body, endpoint, endpointCall, pathParam } from '../../kit/data/endpoint';
import { source } from '../../kit/data/source';

export interface Project {
  id: number | string;
  name: string;
  serial_number?: string;
  remark?: string;
  category?: { id?: number; path_name?: string } | null;
  is_on?: 0 | 1;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** What a save sends: the fields a user types. */
export interface ProjectInput {
  name: string;
  remark: string;
  serial_number: string;
}

/** POST /project/list {name, is_on 1, page, page_size}: the editable variant's list (its search box is the name). */
export const projects = source<Project>({ method: 'POST', url: '/project/list', shape: 'list', fixed: { is_on: 1 } });

/** POST /project/list {filters: {...}, category_id, is_on 1, page, page_size}: the tree variant's list. */
export const projectsFiltered = source<Project>({ method: 'POST', url: '/project/list', shape: 'list', fixed: { is_on: 1 }, searchKey: 'filters' });

const FIELDS = [
  body('name', 'string', "the project's name (required)"),
  body('remark', 'string', 'its description'),
  body('serial_number', 'string', 'its number'),
];
const ID = pathParam('id', 'number', 'the project');

export const createProject = endpoint<object, ProjectInput>({ method: 'POST', url: '/project/create', params: FIELDS });
export const updateProject = endpoint<{ id: number | string }, ProjectInput>({ method: 'PUT', url: '/project/{id}', params: [ID, ...FIELDS] });
export const deleteProject = endpoint<{ id: number | string }, undefined>({ method: 'DELETE', url: '/project/{id}', params: [ID] });

/** The calls of the editable body, for the backend contract. */
export const projectEditCalls = [
  endpointCall(createProject, '确定 on a new row (新增成功), then the list again'),
  endpointCall(updateProject, '确定 on a row being edited (修改成功), then the list again'),
  endpointCall(deleteProject, '删除 on a saved row, once 请确认是否删除该数据? is confirmed (删除成功!), then the list again'),
];
