/**
 * The columns of the segment table (spec 1 §2 "Rule content", §3 "Rule detail", §5): the rule type (a
 * required row keeps its type), its content (a serial's digits 2..6 and start not below the existing one;
 * fixed text of 8 characters at most; date parts generated) and whether the separator follows it.
 */
import '../../core/i18n/areas/rule-editor';
import { Checkbox, Input, Select } from '@fluentui/react-components';
import type { Translate } from '../../core/i18n';
import type { EditableColumn } from '../../kit/form';
import type { RuleType } from '../numbering/api';
import { RULE_LIMITS, RULE_TYPE, type Segment } from '../numbering/numbering.logic';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** A cell's text from the backend (a type's name, a segment's content): data, not the element's words. */
const data = (text: string) => <span data-cell-text="">{text}</span>;

export function segmentColumns(t: Translate, types: RuleType[], changeType: (s: Segment, type: number) => Segment): EditableColumn<Segment>[] {
  const typeName = (id: number) => types.find((x) => x.id === id)?.name ?? String(id);
  const content = (s: Segment) => {
    if (s.rule_type === RULE_TYPE.serial) return t('ruleEditor.digitsValue', { n: s.length ?? '-', start: s.num ?? 1 });
    if (s.rule_type === RULE_TYPE.text) return s.val;
    return s.val || t('ruleEditor.auto');
  };
  return [
    {
      key: 'rule_type',
      title: t('ruleEditor.ruleType'),
      width: 160,
      view: (s) => data(typeName(s.rule_type)),
      edit: (d, set) => (
        <Select
          aria-label={t('ruleEditor.ruleType')}
          value={String(d.rule_type)}
          disabled={d.is_must === 1}
          onChange={(_, v) => set(changeType(d, Number(v.value)))}
          data-edit="rule_type"
        >
          {types.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
        </Select>
      ),
    },
    {
      key: 'content',
      title: t('ruleEditor.value'),
      view: (s) => data(content(s)),
      edit: (d, set) => {
        if (d.rule_type === RULE_TYPE.text) {
          return <Input aria-label={t('ruleEditor.value')} value={d.val} maxLength={RULE_LIMITS.text} onChange={(_, v) => set({ val: v.value })} data-edit="val" />;
        }
        if (d.rule_type !== RULE_TYPE.serial) return content(d);
        return (
          <span style={{ display: 'flex', gap: 8 }}>
            <Input
              aria-label={t('ruleEditor.digits')}
              placeholder={t('ruleEditor.digits')}
              type="number"
              min={RULE_LIMITS.minDigits}
              max={RULE_LIMITS.maxDigits}
              value={d.length === null ? '' : String(d.length)}
              onChange={(_, v) => set({ length: numberOrNull(v.value) })}
              data-edit="length"
            />
            <Input
              aria-label={t('ruleEditor.start')}
              placeholder={t('ruleEditor.start')}
              type="number"
              min={d.floor ?? 0}
              value={d.num === null ? '' : String(d.num)}
              onChange={(_, v) => set({ num: numberOrNull(v.value) })}
              data-edit="num"
            />
          </span>
        );
      },
    },
    {
      key: 'is_symbol',
      title: t('ruleEditor.symbol'),
      width: 110,
      view: (s) => t(s.is_symbol === 1 ? 'ruleEditor.yes' : 'ruleEditor.no'),
      edit: (d, set) => (
        <Checkbox aria-label={t('ruleEditor.symbol')} checked={d.is_symbol === 1} onChange={(_, v) => set({ is_symbol: v.checked ? 1 : 0 })} data-edit="is_symbol" />
      ),
    },
  ];
}
