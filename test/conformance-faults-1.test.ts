// The conformance fault matrix (conformance-faults.ts), part 1 of 3 of the registered elements.
import { faultMatrix } from './conformance-faults';

faultMatrix(1, 3);
