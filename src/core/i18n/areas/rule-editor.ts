import { defineArea } from '../translate';
import { ruleEditorZhCN } from '../zh-CN.rule-editor';

defineArea(ruleEditorZhCN, () => import('../en-US.rule-editor').then((m) => m.ruleEditorEnUS));
