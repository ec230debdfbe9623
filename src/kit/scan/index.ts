export { codeGenOf, codeStateOf, stateValue, type CodeGenBody } from './api';
export { useScanPoll, type ScanPollOptions, type ScanSession } from './useScanPoll';
