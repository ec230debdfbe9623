/**
 * `lazyBody(load)`: a section's body (a tree table, a card grid, a cascader...) whose code loads apart,
 * like the engine's: a picker's module then holds only its definition. It loads when the body first
 * renders, which the rehearsal of a closed picker does when the browser is idle; the list is empty for
 * that moment if the picker is opened before. A body that cannot be loaded says so in the list.
 */
import * as React from 'react';
import { useT } from '../../core/i18n';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { PickerBodyProps } from './types';

type Body<Row> = (props: PickerBodyProps<Row>) => React.ReactNode;

const Loading = () => null;

function Failed() {
  const t = useT();
  return <div role="alert" data-bo-error="">{t('common.renderFailed')}</div>;
}

export function lazyBody<Row>(load: () => Promise<Body<Row>>): Body<Row> {
  const Part = lazyPart<PickerBodyProps<Row>>(load as () => Promise<React.ComponentType<PickerBodyProps<Row>>>, Loading, Failed);
  return (props) => <Part {...props} />;
}
