import { attr, defineElement, event } from '../src/core/runtime';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { footerParts, frameParts } from '../src/kit/parts';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import { positiveProblem, startProblem } from '../src/files/serial-batch/serial.logic';
import type { SerialConfirmDetail } from '../src/files/serial-batch/useSerialBatch';

// the view comes right after the element (closed, it paints nothing)
const SerialBatch = lazyOpening(() => import('../src/files/serial-batch/SerialBatch').then((m) => m.SerialBatch));

const digits = (v: string) => (startProblem(v) ? 'expected digits, e.g. 001' : undefined);
const positive = (v: string) => (v === '' || !positiveProblem(v) ? undefined : 'expected a whole number > 0');
const closed = () => ({ open: false });

export const BoSerialBatch = defineElement({
  tag: 'bo-serial-batch',
  description: '批量生成序列号抽屉：顺序递增（固定值 + 起始值，保留前导零，按数量和间隔递增，显示结束值）或逐个输入（回车在下方加一行）；确定以 bo-confirm 交回序列号',
  component: SerialBatch,
  display: 'contents',
  attributes: {
    open: attr.boolean(false, '显示抽屉；确定或取消后自动移除', { reflect: true }),
    mode: attr.enum(['sequential', 'single'], 'sequential', '打开时的标签：sequential 顺序递增，single 逐个输入'),
    prefix: attr.string('', '固定值（加在每个序列号前）的初始值'),
    start: attr.string('001', '起始值的初始值（只含数字；其位数即补零的宽度）', { check: digits }),
    count: attr.string('5', '数量的初始值（大于 0 的整数）', { check: positive }),
    interval: attr.string('1', '间隔的初始值（大于 0 的整数）', { check: positive }),
    maxCount: attr.number(10000, '一次最多生成的数量', { check: (v) => (Number.isInteger(v) && v > 0 ? undefined : 'expected a whole number > 0') }),
    title: attr.string<string | undefined>(undefined, '抽屉标题，默认“批量生成序列号”'),
  },
  events: {
    'bo-confirm': event<SerialConfirmDetail>(
      { serials: { type: 'string[]' }, mode: { type: "'sequential' | 'single'" } },
      '确定：detail.serials 为生成或填写的序列号（按顺序），detail.mode 为所用方式；抽屉随即关闭',
      { updates: closed },
    ),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc：抽屉关闭', { updates: closed }),
  },
  cssParts: { drawer: '抽屉面板', ...frameParts, ...footerParts },
  methods: {
    ...openMethods<string[]>('抽屉', {
      signature: 'show(): Promise<string[] | null>',
      description: '打开抽屉；确定时得到序列号数组，取消时得到 null',
      answer: (detail) => (detail as SerialConfirmDetail).serials,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-serial-batch': InstanceType<typeof BoSerialBatch>;
  }
}
