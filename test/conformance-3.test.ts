// The conformance suite (conformance-suite.ts), part 3 of 5 of the registered elements.
import { conformance } from './conformance-suite';

conformance(3, 5);
