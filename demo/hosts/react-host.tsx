// A React 19 page with its own React (from the page's node_modules) rendering elements of the built
// bundle, which holds a React of its own: to this page they are DOM elements like any other. React 19
// sets a prop as a property when the element has one (lists, objects), else as an attribute, and
// `onbo-confirm` adds a listener for the bo-confirm event (react.dev: "Custom HTML elements").
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

function PurchaseRequest() {
  const picker = useRef<HTMLElementTagNameMap['bo-goods-picker']>(null);
  const [chosen, setChosen] = useState<{ ids: (number | string)[]; names: string[] }>({ ids: [], names: [] });
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  return (
    <main>
      <button type="button" onClick={() => picker.current?.show()}>选择物品</button>
      <bo-goods-picker
        ref={picker}
        selectionMode="checkbox"
        disabledIds={[1, 2]}
        selectedIds={chosen.ids}
        onbo-confirm={(e) => setChosen({ ids: e.detail.ids, names: e.detail.records.map((r) => String(r.name)) })}
      />
      <output id="chosen">{chosen.names.join('、')}</output>
      <bo-pagination
        total={235}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={[20, 50, 100]}
        onbo-change={(e) => setPaging(e.detail)}
      />
      <output id="page">第 {paging.page} 页，每页 {paging.pageSize} 条</output>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<PurchaseRequest />);
