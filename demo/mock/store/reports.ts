// Reports area (spec 2 Report-item picker): 150 large-screen data items, each in one class of the model
// large_screen_data_item (the classes area), which the picker's class_name filter names by id.
import { Rng, audit, serial } from '../random';
import type { ClassRecord, ReportDataItem, ReportsData } from '../types';
import { peopleOf } from './trees';

export const REPORT_ITEM_COUNT = 150;

const METRICS = ['营业收入', '订单数量', '设备在线率', '产量', '合格率', '库存周转', '回款金额', '人员出勤', '能耗', '客户数', '采购金额', '故障次数'];
const STYLES = ['折线图', '柱状图', '饼图', '数字翻牌器', '排行榜', '表格', '地图', '仪表盘'];
const SOURCES = ['API接口', '数据库查询', 'Excel导入', '静态数据', '数据集'];
const REMARKS = ['每日凌晨更新', '实时刷新', '按月汇总', '含子公司数据', '口径与财务一致'];

export function generateReports(seed: number, classes: readonly ClassRecord[]): ReportsData {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const items: ReportDataItem[] = Array.from({ length: REPORT_ITEM_COUNT }, (_, i) => {
    const id = i + 1;
    const cls = rng.pick(classes);
    return {
      id,
      serial_number: serial('SJX', id, 4),
      title: `${cls.name}·${rng.pick(METRICS)}`,
      data_style_text: rng.pick(STYLES),
      data_source_text: rng.pick(SOURCES),
      link: `https://bi.example.cn/screen/item/${id}`,
      category_name: cls.name,
      remark: rng.bool(0.5) ? rng.pick(REMARKS) : '',
      class_id: cls.id,
      ...audit(rng, people),
    };
  });
  return { items };
}
