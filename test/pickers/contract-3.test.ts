// The picker contract (contract-suite.ts), part 3 of 5 of the registered pickers.
import { pickerContract } from './contract-suite';

pickerContract(3, 5);
