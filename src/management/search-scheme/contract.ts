/**
 * The backend contract of the search bar and the scheme drawer: the field definitions of the caller's
 * search_api, then the schemes (not in temporary mode), and the scheme actions when the user takes them.
 * The remote selects' calls are the definitions' own (search_select.api_url), not known beforehand.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { mergeCalls, sourceCall } from '../../kit/data/contract';
import { deleteScheme, fieldDefinitions, saveScheme, schemeList, setCurrentScheme } from './api';

function schemeCalls(searchApi: string, opening: string, temporary: boolean): CallSpec[] {
  const api = searchApi.trim();
  if (!api) return [];
  return [
    sourceCall(fieldDefinitions(api), { when: `${opening}: the search field definitions`, onOpen: true }),
    ...(temporary
      ? []
      : [
          sourceCall(schemeList(api), { when: `${opening}, once the definitions have answered: the saved schemes`, onOpen: true }),
          endpointCall(saveScheme, 'when the user saves a scheme (保存, or 确定 outside temporary mode)'),
          endpointCall(setCurrentScheme, 'when the user stars a scheme'),
          endpointCall(deleteScheme, 'when the user confirms the deletion of a scheme'),
        ]),
  ];
}

export const schemeDrawerCalls = ({ searchApi, temporary }: { searchApi: string; temporary: boolean }): CallSpec[] =>
  schemeCalls(searchApi, 'when the drawer opens', temporary);

export const searchBarCalls = ({ searchApi }: { searchApi: string }): CallSpec[] => {
  const bar = schemeCalls(searchApi, 'when the bar is shown', false);
  // the drawer the bar opens asks the definitions again (and the schemes outside temporary mode)
  const drawer = schemeCalls(searchApi, 'when the user opens the scheme drawer (添加临时搜索项, 管理方案)', false).filter((c) => c.onOpen).map(({ onOpen: _, ...c }) => c);
  return mergeCalls([...bar, ...drawer]);
};
