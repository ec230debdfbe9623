/** The date dialog (bo-date-dialog): its title, field and calendar buttons. */
export const dateDialogZhCN = {
  dateDialog: {
    title: '选择办理日期',
    label: '办理日期',
    placeholder: '请选择日期',
    required: '请选择日期',
    today: '今天',
    goToToday: '回到今天',
    prevMonth: '上个月',
    nextMonth: '下个月',
    prevYear: '上一年',
    nextYear: '下一年',
    beforeMin: '日期不能早于 {min}',
    afterMax: '日期不能晚于 {max}',
  },
};
