// The conformance suite (conformance-suite.ts), part 1 of 5 of the registered elements.
import { conformance } from './conformance-suite';

conformance(1, 5);
