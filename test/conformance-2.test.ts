// The conformance suite (conformance-suite.ts), part 2 of 5 of the registered elements.
import { conformance } from './conformance-suite';

conformance(2, 5);
