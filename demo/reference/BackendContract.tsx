import { Text } from '@fluentui/react-components';
import { useStrings } from '../gallery/useStrings';

/**
 * 后端接口 / Backend contract: the calls an element makes and the response fields it reads. The data is
 * generated elsewhere (the backend contract of each element, written with the manifest) and is wired in
 * here by filling `backendContracts`; an element without an entry renders nothing.
 */
export const backendContracts: Record<string, unknown> = {};

export function BackendContract({ tag }: { tag: string }) {
  const s = useStrings();
  const contract = backendContracts[tag];
  if (contract === undefined) return null;
  return (
    <section data-doc-section="backend">
      <Text as="h2" size={500} weight="semibold">{s.reference.backend}</Text>
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(contract, null, 2)}</pre>
    </section>
  );
}
