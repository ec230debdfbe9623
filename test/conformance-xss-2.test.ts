// The XSS suite (conformance-xss.ts), part 2 of 2 of the registered elements.
import { xssSuite } from './conformance-xss';

xssSuite(2, 2);
