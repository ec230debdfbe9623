/**
 * Money (src/kit/money): reading amounts to the fen, tax, sums and the amount in capitals, against cases
 * computed by hand. The capitals follow the bank's rules for bills; the examples 6007.14, 1680.32 and
 * 107000.53 are the rules' own.
 */
import { expect } from 'chai';
import { amountCell, amountInCapitals, capitalsOfYuan, formatFen, hasRate, normaliseYuan, rateForEditing, sumFen, taxOf, toFen, yuanProblem } from '../../src/kit/money';

describe('money: reading amounts to the fen', () => {
  const cases: [string | number, number | null][] = [
    ['0', 0],
    ['0.005', 1], // half up at .005
    ['0.004', 0],
    ['0.015', 2], // a float gives 0.01 (0.015 is 0.01499… in binary)
    ['1.005', 101], // a float gives 1.00
    [1.005, 101], // a JSON number is read through its shortest text
    ['2.675', 268],
    ['1.0049', 100],
    ['-0.005', -1], // half away from zero
    ['99999999.99', 9999999999],
    ['100000000', 10000000000],
    ['1,234.5', 123450],
    ['¥12.3', 1230],
    ['.5', 50],
    ['3.', 300],
    [1e-7, 0],
    ['12a', null],
    ['', null],
    ['1,,0', null],
    [Number.NaN, null],
    // the last amount integer fen hold exactly, and the next one: not read, never rounded to another
    // amount (issue 36: 90071992547409.93 became …409.92)
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    ['90071992547409.93', null],
    ['-90071992547409.93', null],
  ];
  for (const [input, fen] of cases) {
    it(`${JSON.stringify(input)} → ${fen}`, () => expect(toFen(input)).to.equal(fen));
  }

  it('writes fen as yuan with two decimals, grouped when asked', () => {
    expect(formatFen(12345)).to.equal('123.45');
    expect(formatFen(5)).to.equal('0.05');
    expect(formatFen(-5)).to.equal('-0.05');
    expect(formatFen(9999999999, { grouped: true })).to.equal('99,999,999.99');
    expect(formatFen(10000000000, { grouped: true })).to.equal('100,000,000.00');
  });

  it('normalises what is shown and sent: two decimals, half up; empty stays empty; not a number is null', () => {
    expect(normaliseYuan('1.005')).to.equal('1.01');
    expect(normaliseYuan(0.015)).to.equal('0.02');
    expect(normaliseYuan('7')).to.equal('7.00');
    expect(normaliseYuan('  ')).to.equal('');
    expect(normaliseYuan('abc')).to.equal(null);
  });

  it("shows a list's amount cell with two decimals, grouped, read as fen (no float on the way)", () => {
    const cases: [unknown, string][] = [
      ['1130', '1,130.00'],
      ['1130.5', '1,130.50'],
      ['0.015', '0.02'],
      ['1.005', '1.01'],
      [1.005, '1.01'],
      ['99999999.99', '99,999,999.99'],
      ['100000000', '100,000,000.00'],
      ['0', '0.00'],
      [12, '12.00'],
      [0.1, '0.10'],
      ['', ''],
      [null, ''],
      ['免税', '免税'],
    ];
    for (const [value, shown] of cases) expect(amountCell(value), String(value)).to.equal(shown);
  });
});

describe('money: tax and sums', () => {
  const cases: [number, string, number | null][] = [
    [10000, '13', 1300], // 100.00 × 13 %
    [10000, '13%', 1300],
    [5, '13', 1], // 0.0065 → 0.01
    [3, '13', 0], // 0.0039 → 0.00
    [115, '13', 15], // 0.1495 → 0.15
    [385, '13', 50], // 0.5005 → 0.50
    [150, '3', 5], // 0.045 → 0.05 (a float gives 0.04)
    [1050, '1', 11], // 0.105 → 0.11 (a float gives 0.10)
    [100000, '6.5', 6500],
    [12345, '6.5 %', 802], // 8.02425 → 8.02
    [12346, '0.5', 62], // 0.6173 → 0.62
    [9999999999, '13', 1300000000], // 12999999.9987 → 13000000.00
    [10000, '免税', null],
    [10000, '', null],
    [10000, '0', 0],
  ];
  for (const [amount, rate, tax] of cases) {
    it(`${formatFen(amount)} at ${JSON.stringify(rate)} → ${tax === null ? 'no rate' : formatFen(tax)}`, () => expect(taxOf(amount, rate)).to.equal(tax));
  }

  it('strips the percent sign for editing; 免税 is no rate', () => {
    expect(rateForEditing('13%')).to.equal('13');
    expect(rateForEditing('6 ％')).to.equal('6');
    expect(rateForEditing('免税')).to.equal('');
    expect(rateForEditing(null)).to.equal('');
    expect(hasRate('9%')).to.equal(true);
    expect(hasRate('免税')).to.equal(false);
  });

  it('sums in fen: 0.1 + 0.2 is 0.30, empty amounts count as nothing', () => {
    expect(formatFen(sumFen(toFen('0.1'), toFen('0.2')))).to.equal('0.30');
    expect(sumFen(10000, null, 1300, undefined)).to.equal(11300);
  });
});

describe('money: the amount in capitals', () => {
  const cases: [string, string][] = [
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['0.005', '壹分'],
    ['0.015', '贰分'],
    ['0.05', '伍分'],
    ['0.5', '伍角'],
    ['0.55', '伍角伍分'],
    ['1', '壹元整'],
    ['1.005', '壹元零壹分'],
    ['1.05', '壹元零伍分'],
    ['1.5', '壹元伍角'],
    ['10', '壹拾元整'],
    ['10.05', '壹拾元零伍分'],
    ['10.3', '壹拾元零叁角'],
    ['11.3', '壹拾壹元叁角'],
    ['101', '壹佰零壹元整'],
    ['110', '壹佰壹拾元整'],
    ['1001', '壹仟零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾元零叁角贰分'],
    ['10000', '壹万元整'],
    ['10001', '壹万零壹元整'],
    ['10010', '壹万零壹拾元整'],
    ['100000', '壹拾万元整'],
    ['107000.53', '壹拾万柒仟元零伍角叁分'],
    ['110000', '壹拾壹万元整'],
    ['1000000', '壹佰万元整'],
    ['20001000', '贰仟万壹仟元整'],
    ['99999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['100000000', '壹亿元整'],
    ['100000001', '壹亿零壹元整'],
    ['100010000', '壹亿零壹万元整'],
    ['100100000', '壹亿零壹拾万元整'],
    ['1000000000', '壹拾亿元整'],
    ['1234567890.12', '壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元零壹角贰分'],
    ['1000000000000', '壹万亿元整'],
    ['-1.05', '负壹元零伍分'],
  ];
  for (const [yuan, capitals] of cases) {
    it(`${yuan} → ${capitals}`, () => expect(amountInCapitals(toFen(yuan)!)).to.equal(capitals));
  }

  it('has no words beyond the groups it knows, and never throws (a render never fails on it: issue 36)', () => {
    expect(amountInCapitals(10n ** 18n)).to.equal('');
    expect(amountInCapitals(-(10n ** 19n))).to.equal('');
  });

  it('the capitals of what is typed: nothing for what the field refuses (issue 36)', () => {
    expect(capitalsOfYuan('1.05')).to.equal('壹元零伍分');
    // a 19-digit account number pasted into 金额, −1, and three decimals: no capitals, no throw
    for (const refused of ['6222021234567890123', '-1', '1.005', 'abc', '']) expect(capitalsOfYuan(refused), refused).to.equal('');
    expect(capitalsOfYuan('-1', true)).to.equal('负壹元整');
  });

  it('yuanProblem: what a money field refuses, at the field (issue 36)', () => {
    expect(['12.50', '', '9999999999999.99'].map((t) => yuanProblem(t))).to.deep.equal([null, null, null]);
    expect(['6222021234567890123', '10000000000000', 'x', '-1', '1.005'].map((t) => yuanProblem(t))).to.deep.equal(['tooLarge', 'tooLarge', 'notNumber', 'negative', 'decimals']);
    expect(yuanProblem('-1', true)).to.equal(null);
  });
});
