// The XSS suite (conformance-xss.ts), part 1 of 2 of the registered elements.
import { xssSuite } from './conformance-xss';

xssSuite(1, 2);
