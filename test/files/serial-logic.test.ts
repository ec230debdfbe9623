/**
 * The serial-number batch generator (spec 3 §5 "Serial batch"): zero padding kept, 999 → 1000, a fixed
 * prefix, the computed end, large counts and long starts counted exactly, and the checks behind the
 * spec's messages.
 */
import { expect } from 'chai';
import { SERIAL_DEFAULTS, endOf, firstEmpty, positiveProblem, sequence, sequentialProblem, startProblem } from '../../src/files/serial-batch/serial.logic';

describe('serial batch: the generator', () => {
  it('defaults 001, 5, 1: 001 … 005, the end 005', () => {
    expect(sequence(SERIAL_DEFAULTS)).to.deep.equal(['001', '002', '003', '004', '005']);
    expect(endOf(SERIAL_DEFAULTS)).to.equal('005');
  });

  it('keeps the padding and grows past it (998 by 1: 998, 999, 1000); a prefix goes before each', () => {
    expect(sequence({ prefix: 'SN-', start: '998', count: '3', interval: '1' })).to.deep.equal(['SN-998', 'SN-999', 'SN-1000']);
    expect(sequence({ prefix: '', start: '0005', count: '3', interval: '10' })).to.deep.equal(['0005', '0015', '0025']);
  });

  it('large counts and long starts count exactly', () => {
    const many = sequence({ prefix: '', start: '000001', count: '100000', interval: '1' });
    expect([many.length, many[99999]]).to.deep.equal([100000, '100000']);
    expect(endOf({ prefix: '', start: '90071992547409910', count: '3', interval: '1' })).to.equal('90071992547409912');
  });

  it('checks: the start only digits; count and interval above 0 (0 has its own message); all three on submit', () => {
    expect([startProblem('12a'), startProblem('007'), startProblem('')]).to.deep.equal(['onlyDigits', undefined, undefined]);
    expect([positiveProblem('0'), positiveProblem('-2'), positiveProblem('x'), positiveProblem('3')]).to.deep.equal(['notZero', 'mustBePositive', 'mustBePositive', undefined]);
    expect(sequentialProblem({ prefix: '', start: '', count: '5', interval: '1' })).to.equal('missing');
    expect(sequentialProblem({ prefix: '', start: '1', count: '0', interval: '1' })).to.equal('notZero');
    expect(endOf({ prefix: '', start: '1', count: '', interval: '1' })).to.equal(undefined);
  });

  it('one by one: the first empty row', () => {
    expect([firstEmpty(['A1', ' ', 'A3']), firstEmpty(['A1'])]).to.deep.equal([1, -1]);
  });
});
