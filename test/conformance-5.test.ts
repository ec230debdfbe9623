// The conformance suite (conformance-suite.ts), part 5 of 5 of the registered elements.
import { conformance } from './conformance-suite';

conformance(5, 5);
