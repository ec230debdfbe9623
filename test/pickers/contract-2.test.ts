// The picker contract (contract-suite.ts), part 2 of 5 of the registered pickers.
import { pickerContract } from './contract-suite';

pickerContract(2, 5);
