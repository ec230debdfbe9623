import { registry } from '../elements';
import { faultMatrix } from './conformance-faults';

for (const k of [...registry.keys()]) if (!k.startsWith('bo-search')) registry.delete(k);
faultMatrix(1, 1);
