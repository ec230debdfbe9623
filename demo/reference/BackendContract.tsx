import { Text } from '@fluentui/react-components';
import contract from '../../backend-contract.json';
import contractZh from '../../backend-contract.zh-CN.json';
import { conditionText, CONDITION_WORDS_EN, type ConditionWords } from '../../src/core/contract-docs';
import type { BackendContract as Contract, Condition } from '../../src/core/contract';
import { useDemoLang, useStrings, type DemoLang } from '../gallery/useStrings';
import { DocTable } from './DocTable';

/**
 * 后端接口 / Backend contract: the calls an element makes and the answer fields it reads, from the
 * generated backend-contract.json (`npm run manifest`; docs/backend/<tag>.md says the same in Markdown),
 * in zh-CN from its copy backend-contract.zh-CN.json. An element that calls no backend renders nothing.
 */
const contracts: Record<DemoLang, Contract['elements']> = {
  'en-US': (contract as unknown as Contract).elements,
  'zh-CN': (contractZh as unknown as Contract).elements,
};
const CONDITION_WORDS_ZH: ConditionWords = { with: '设了', without: '未设', set: '已设', unset: '未设', or: '或', and: '且', orElse: '；或' };
const WORDS: Record<DemoLang, ConditionWords> = { 'en-US': CONDITION_WORDS_EN, 'zh-CN': CONDITION_WORDS_ZH };

export function BackendContract({ tag }: { tag: string }) {
  const s = useStrings();
  const lang = useDemoLang();
  const only = (conditions?: Condition[]) => (conditions?.length ? ` (${conditionText(conditions, WORDS[lang]).replace(/`/g, '')})` : '');
  const c = s.columns;
  const calls = contracts[lang][tag]?.calls ?? [];
  if (calls.length === 0) return null;
  return (
    <section data-doc-section="backend" style={{ display: 'grid', gap: '12px' }}>
      <Text as="h2" size={500} weight="semibold">{s.reference.backend}</Text>
      <Text>{s.reference.backendIntro}</Text>
      {calls.map((call, i) => (
        <div key={i} data-backend-call={`${call.method} ${call.path}`} style={{ display: 'grid', gap: '6px' }}>
          <Text as="h3" size={400} weight="semibold" font="monospace">{`${call.method} ${call.path}`}</Text>
          <Text size={200}>{call.when + only(call.if)}</Text>
          <DocTable
            id={`backend-${i}-params`}
            title={s.reference.params}
            nested
            rows={call.params}
            columns={[
              { title: c.name, cell: (p) => p.name, code: true, width: '22%' },
              { title: c.in, cell: (p) => p.in, width: '8%' },
              { title: c.type, cell: (p) => (p.value === undefined ? p.type : `${p.type} = ${JSON.stringify(p.value)}`), code: true, width: '22%' },
              { title: c.description, cell: (p) => [p.description, p.from && `← ${p.from}`, p.when, only(p.if)].filter(Boolean).join('; ') },
            ]}
          />
          <DocTable
            id={`backend-${i}-reads`}
            title={s.reference.reads}
            nested
            rows={call.reads}
            columns={[
              { title: c.name, cell: (r) => r.path, code: true, width: '30%' },
              { title: c.type, cell: (r) => r.type ?? '', code: true, width: '14%' },
              { title: c.need, cell: (r) => (r.need ? s.reference.need[r.need] : ''), width: '10%' },
              { title: c.description, cell: (r) => (r.description ?? '') + only(r.if) },
            ]}
          />
        </div>
      ))}
    </section>
  );
}
