// The conformance suite (conformance-suite.ts), part 4 of 5 of the registered elements.
import { conformance } from './conformance-suite';

conformance(4, 5);
