// The picker contract (contract-suite.ts), part 1 of 5 of the registered pickers.
import { pickerContract } from './contract-suite';

pickerContract(1, 5);
