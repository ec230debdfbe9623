// Projects (spec 2 §7 Projects / templates / pages): POST /project/list (name, or the search fields in
// `filters`; category_id with its subtree; is_on; data.list / total_count), POST /project/create, PUT and
// DELETE /project/:id. A new project gets the next id, the demo user as creator and the time of the call.
// The project category tree is the trees handler's (modular=project).
import type { HttpHandler } from 'msw';
import { formatDateTime } from '../random';
import { allOf, asObject, auditFilters, filterRows, inSubtrees, MockError, oneOfMatch, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import type { MockProject } from '../store/projects';

const categories = () => store.tree('category', 'project');

function projects(input: Input): MockProject[] {
  const filters: Input = { ...asObject(input.filters), ...pick(input, ['name'] as const) };
  const inCategory = inSubtrees(categories(), input.category_id);
  return filterRows(
    store.projects().projects,
    allOf<MockProject>(auditFilters(filters), {
      contains: { ...pick(filters, ['name', 'serial_number', 'remark'] as const) },
      where: [
        (p) => oneOfMatch(input.is_on, p.is_on),
        (p) => inCategory(p.category_id),
        (p) => !filters.category_path || p.category.path_name.includes(String(filters.category_path)),
      ],
    }),
  );
}

/** The fields a save writes: a name is required. */
function written(input: Input) {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) throw new MockError(422, '请输入名称');
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { name, serial_number: text(input.serial_number), remark: text(input.remark) };
}

const now = () => formatDateTime(Math.floor(Date.now() / 1000));

function projectOf(id: string): MockProject {
  const found = store.projects().projects.find((p) => String(p.id) === id);
  if (!found) throw new MockError(404, '项目不存在');
  return found;
}

export const projectsHandlers: HttpHandler[] = [
  route('POST', '/project/list', ({ input }) => paged(input, projects(input), 'list')),
  route('POST', '/project/create', ({ input }) => {
    const data = store.projects();
    const category = categories()[0]!;
    const project: MockProject = {
      id: data.next.id++,
      ...written(input),
      category_id: category.id,
      category: { id: category.id, path_name: category.name },
      is_on: 1,
      created_by: '演示用户',
      created_at: now(),
      updated_by: '演示用户',
      updated_at: now(),
    };
    // the newest first, as the backend lists them
    data.projects.unshift(project);
    return { id: project.id };
  }),
  route('PUT', '/project/:id', ({ params, input }) => {
    Object.assign(projectOf(params.id!), written(input), { updated_by: '演示用户', updated_at: now() });
    return null;
  }),
  route('DELETE', '/project/:id', ({ params }) => {
    const list = store.projects().projects;
    list.splice(list.indexOf(projectOf(params.id!)), 1);
    return null;
  }),
];
