import { defineArea } from '../translate';
import { projectsZhCN } from '../zh-CN.projects';

defineArea(projectsZhCN, () => import('../en-US.projects').then((m) => m.projectsEnUS));
