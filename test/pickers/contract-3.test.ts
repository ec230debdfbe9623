// The picker contract (contract-suite.ts), part 3 of 3 of the registered pickers.
import { pickerContract } from './contract-suite';

pickerContract(3, 3);
