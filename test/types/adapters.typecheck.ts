/**
 * A type-level test, run by `npm run typecheck` (part of npm test): an adapter tells the calls apart by
 * `call.route`, a path of backend-contract.json that the compiler checks (issue 38). Nothing here runs.
 */
import { configure, type ContractPath } from '../../elements/config';

configure({
  request: (call) => {
    // a path of the contract: its calls get another prefix
    if (call.route === '/goods/list/v2') return { ...call, url: `/legacy${call.url}` };
    // a template, as the contract names it
    if (call.route === '/project/{id}') return { ...call, method: 'POST' };
    // @ts-expect-error not a path of the contract (a typo: v9)
    if (call.route === '/goods/list/v9') return call;
    return call;
  },
  answer: (body, call) => (call.route === '/base/user/login_info' ? body : body),
});

// every path is one of them; a made-up one is not
const known: ContractPath = '/gn/public/get_address';
// @ts-expect-error not a path of the contract
const unknown: ContractPath = '/gn/public/get_adress';
export { known, unknown };
