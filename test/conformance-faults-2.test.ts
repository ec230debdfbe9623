// The conformance fault matrix (conformance-faults.ts), part 2 of 2 of the registered elements.
import { faultMatrix } from './conformance-faults';

faultMatrix(2, 2);
