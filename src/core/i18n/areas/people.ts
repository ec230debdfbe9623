import { defineArea } from '../translate';
import { peopleZhCN } from '../zh-CN.people';

defineArea(peopleZhCN, () => import('../en-US.people').then((m) => m.peopleEnUS));
