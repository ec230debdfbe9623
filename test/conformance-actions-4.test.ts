// The conformance fault matrix of users' actions (conformance-actions.ts), part 4 of 5 of the registered elements.
import { actionMatrix } from './conformance-actions';

actionMatrix(4, 5);
