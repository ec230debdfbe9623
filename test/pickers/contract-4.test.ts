// The picker contract (contract-suite.ts), part 4 of 5 of the registered pickers.
import { pickerContract } from './contract-suite';

pickerContract(4, 5);
