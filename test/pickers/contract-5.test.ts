// The picker contract (contract-suite.ts), part 5 of 5 of the registered pickers.
import { pickerContract } from './contract-suite';

pickerContract(5, 5);
