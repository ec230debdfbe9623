// The conformance fault matrix (conformance-faults.ts), part 1 of 2 of the registered elements.
import { faultMatrix } from './conformance-faults';

faultMatrix(1, 2);
