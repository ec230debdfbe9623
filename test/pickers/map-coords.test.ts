/**
 * The map picker's coordinate conversions (spec 2 §4 "Coordinate conversions"; DECISIONS Map picker),
 * checked against the reference points published with gcoord (its test/unit/crs/*.spec.js, lng 123 lat
 * 45) to 1e-5°, round trips, and no offset outside China; and the pure reading of the phone's answer.
 */
import { expect } from 'chai';
import {
  bd09ToGcj02, bd09ToWgs84, coordText, gcj02ToBd09, gcj02ToWgs84, parseLngLat, wgs84ToBd09, wgs84ToGcj02, type LngLat,
} from '../../src/pickers/map-address/coords.logic';
import { mapScanContent, scannedPoint } from '../../src/pickers/map-address/api';

const near = (got: LngLat, want: LngLat, tolerance = 1e-5) => {
  expect(Math.abs(got[0] - want[0]), `lng ${got[0]} vs ${want[0]}`).to.be.below(tolerance);
  expect(Math.abs(got[1] - want[1]), `lat ${got[1]} vs ${want[1]}`).to.be.below(tolerance);
};
const P: LngLat = [123, 45];

describe('map coordinates', () => {
  it('WGS-84 → GCJ-02 and → BD-09 give the published points', () => {
    near(wgs84ToGcj02(P), [123.00607541, 45.00197815]);
    near(wgs84ToBd09(P), [123.0124491, 45.0083293]);
  });

  it('GCJ-02 → WGS-84 and → BD-09 give the published points', () => {
    near(gcj02ToWgs84(P), [122.99395597, 44.99804071]);
    near(gcj02ToBd09(P), [123.00636499, 45.00636899]);
  });

  it('BD-09 → GCJ-02 and → WGS-84 give the published points', () => {
    near(bd09ToGcj02(P), [122.99363304, 44.9936543]);
    near(bd09ToWgs84(P), [122.9876221, 44.9917154]);
  });

  it('round trips come back to the point (the default centre, Chengdu)', () => {
    const centre: LngLat = [104.03164, 30.68243];
    near(wgs84ToGcj02(gcj02ToWgs84(centre)), centre, 1e-6);
    near(gcj02ToWgs84(wgs84ToGcj02(centre)), centre, 1e-6);
    near(bd09ToGcj02(gcj02ToBd09(centre)), centre, 1e-5);
    near(bd09ToWgs84(wgs84ToBd09(centre)), centre, 1e-5);
    // the offset is real: some hundreds of metres
    expect(Math.abs(wgs84ToGcj02(centre)[0] - centre[0])).to.be.above(1e-3);
  });

  it('outside China there is no GCJ-02 offset', () => {
    expect(wgs84ToGcj02([2.35, 48.85])).to.deep.equal([2.35, 48.85]);
    expect(gcj02ToWgs84([183, 45])).to.deep.equal([183, 45]);
  });

  it('parses typed coordinates (both needed, in range) and shows 6 decimals', () => {
    expect(parseLngLat('104.1', ' 30.5 ')).to.deep.equal([104.1, 30.5]);
    expect(parseLngLat('', '30.5')).to.equal(null);
    expect(parseLngLat('104', 'abc')).to.equal(null);
    expect(parseLngLat('190', '30')).to.equal(null);
    expect(coordText(104.031640000001)).to.equal('104.03164');
    expect(coordText(30.1234567)).to.equal('30.123457');
  });
});

describe('map scan answers (spec 2 §7 code/state)', () => {
  it("reads the phone's point from JSON text or an object; 'uploading' and answers without coordinates are no point", () => {
    const text = JSON.stringify({ address: '四川省成都市青羊区人民公园', name: '人民公园', latitude: '30.65961', longitude: 104.05858 });
    expect(scannedPoint(text)).to.deep.equal({ address: '四川省成都市青羊区人民公园 人民公园', lat: 30.65961, lng: 104.05858 });
    expect(scannedPoint({ latitude: 30.1, longitude: 104.2 })).to.deep.equal({ address: '', lat: 30.1, lng: 104.2 });
    expect(scannedPoint('uploading')).to.equal(null);
    expect(scannedPoint({ address: 'x' })).to.equal(null);
    expect(scannedPoint({ latitude: '', longitude: 104 })).to.equal(null);
  });

  it('the phone page is /h5/#/scan with scan_mode=mapAddress, scan_id, time and staff_id', () => {
    const url = new URL(mapScanContent('c-1', 7, 1700000000000));
    expect(url.origin).to.equal(location.origin);
    expect(url.pathname + url.hash).to.equal('/h5/#/scan?scan_mode=mapAddress&scan_id=c-1&time=1700000000000&staff_id=7');
  });
});
