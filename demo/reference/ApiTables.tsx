import type { ElementDoc, NamedDoc } from './manifest';
import { DocTable, type Column } from './DocTable';
import { useStrings } from '../gallery/useStrings';

/** The element's API as custom-elements.json documents it: attributes, properties, events, methods,
 * CSS parts and CSS custom properties. */
export function ApiTables({ doc }: { doc: ElementDoc }) {
  const s = useStrings();
  const c = s.columns;
  const name = <T extends { name: string }>(width = '18%'): Column<T> => ({ title: c.name, cell: (r) => r.name, code: true, width });
  const description = <T extends { description: string }>(): Column<T> => ({ title: c.description, cell: (r) => r.description });
  const named: Column<NamedDoc>[] = [name('30%'), description()];
  return (
    <>
      <DocTable
        id="attributes"
        title={s.reference.attributes}
        rows={doc.attributes}
        columns={[
          name(),
          { title: c.property, cell: (a) => a.fieldName, code: true, width: '14%' },
          { title: c.type, cell: (a) => a.type.text, code: true, width: '18%' },
          { title: c.default, cell: (a) => a.default ?? '', code: true, width: '12%' },
          { title: c.reflects, cell: (a) => (a.reflects ? s.yes : ''), width: '8%' },
          description(),
        ]}
      />
      <DocTable
        id="properties"
        title={s.reference.properties}
        rows={doc.properties}
        columns={[name(), { title: c.type, cell: (p) => p.type.text, code: true, width: '24%' }, { title: c.default, cell: (p) => p.default ?? '', code: true, width: '12%' }, description()]}
      />
      <DocTable
        id="events"
        title={s.reference.events}
        rows={doc.events}
        columns={[
          name(),
          { title: c.detail, cell: (e) => e.detail, code: true, width: '34%' },
          { title: c.typeNames, cell: (e) => <>{e.types.event}<br />{e.types.detail}</>, code: true, width: '22%' },
          description(),
        ]}
      />
      <DocTable id="methods" title={s.reference.methods} rows={doc.methods} columns={[{ title: c.signature, cell: (m) => m.signature, code: true, width: '42%' }, description()]} />
      <DocTable id="parts" title={s.reference.parts} rows={doc.cssParts} columns={named} />
      <DocTable id="css-properties" title={s.reference.cssProperties} rows={doc.cssProperties} columns={named} />
    </>
  );
}
