/**
 * The backend contract of the map address picker: nothing when it opens; the keyword search, the phone's
 * code and its state (after the login info: the staff_id of the phone page) and the save on 确定, each
 * when the user asks. Read-only, it calls nothing. POST /car_service/lat_lon is not used (local
 * conversions: docs/decisions/pickers.md).
 */
import type { CallSpec } from '../../core/http';
import { loginInfoCall } from '../../core/user';
import { endpointCall } from '../../kit/data/endpoint';
import { findAddress, mapCodeGen, mapCodeState, saveAddress } from './api';

export const mapPickerCalls = ({ readonly }: { readonly: boolean }): CallSpec[] =>
  readonly
    ? []
    : [
        endpointCall(findAddress, 'when the user types a keyword, 1 s after the last keystroke'),
        loginInfoCall([{ field: 'staff.id', need: false, use: 'the staff_id of the phone page in the QR code' }], false),
        endpointCall(mapCodeGen, 'when the user opens 扫码定位 (a new client_id each time)'),
        endpointCall(mapCodeState, 'every 2 s while the QR code is shown and the drawer open, until data carries the point'),
        endpointCall(saveAddress, 'when the user confirms (确定) a point'),
      ];
