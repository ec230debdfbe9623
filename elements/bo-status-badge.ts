import { attr, defineElement } from '../src/core/runtime';
import { StatusBadge } from '../src/widgets/status-badge/StatusBadge';
import { BADGE_KINDS, BADGE_SCHEMES, type BadgeModel } from '../src/widgets/status-badge/status-badge.logic';

export const BoStatusBadge = defineElement({
  tag: 'bo-status-badge',
  description: '状态标签：按八种类型或审批、发票、查验状态值显示带颜色的圆点或标签',
  component: StatusBadge,
  display: 'inline-block',
  attributes: {
    kind: attr.enum(['', ...BADGE_KINDS], '', '标签类型（scheme 为 kind 时）'),
    scheme: attr.enum(BADGE_SCHEMES, 'kind', '状态值的解读方式：kind、audit（审批）、invoice（发票）、verification（查验）'),
    status: attr.number<number | undefined>(undefined, '数值状态（audit、invoice、verification）'),
    label: attr.string<string | undefined>(undefined, '替换默认文字'),
    appearance: attr.enum(['tag', 'dot'], 'tag', '显示为标签或圆点'),
    custom: attr.json<BadgeModel | undefined>(undefined, '自定义审批状态模型：{"状态值": {"name": "名称", "color": "颜色"}}', 'Record<string, { name: string; color: string }>'),
  },
  cssParts: { badge: '标签本身' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-status-badge': InstanceType<typeof BoStatusBadge>;
  }
}
