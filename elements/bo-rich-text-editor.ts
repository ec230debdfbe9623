import '../src/core/i18n/areas/files-rich';
import { attr, defineElement, event } from '../src/core/runtime';
// not through the barrel: a page whose elements hold no value does not load the form code
import { formAttr, formField } from '../src/core/runtime/form';
import { loadSanitizer, richTextIfLoaded } from '../src/core/sanitizer';
import { RichTextEditor } from '../src/files/rich-text/RichTextEditor';
import { DEFAULT_HEIGHT } from '../src/files/rich-text/rich-text.logic';
import type { RichTextChange } from '../src/files/rich-text/useRichText';

const isHeight = (v: number) => (Number.isFinite(v) && v >= 120 ? undefined : 'expected a height in pixels, at least 120');

export const BoRichTextEditor = defineElement({
  tag: 'bo-rich-text-editor',
  description:
    '富文本编辑器：简单或完整工具栏，默认高度 500；图片经上传接口插入（超过 2 MB 分片上传，失败可重试），图片限制读自静态文件服务器的 /api/files/config；输入与输出的 HTML 均经过净化（去除脚本、事件属性与非 http(s) 链接）；清空前询问“请确认是否清空？清空后将无法恢复”；在 <form> 中以 name 提交净化后的 HTML',
  component: RichTextEditor,
  display: 'block',
  // in a plain <form>: the sanitised HTML under its name ('' for an empty document is not submitted);
  // the sanitiser comes as the element is made, apart from its first paint: a post before it has come
  // is held, saying so
  form: formField({
    value: ({ value }) => (value ? richTextIfLoaded(value) : null),
    ready: loadSanitizer,
    pendingMessage: (t) => t('richText.formPending'),
  }),
  attributes: {
    name: formAttr.name(),
    disabled: formAttr.disabled('禁用：不能编辑，工具栏不可用，也不随表单提交（在禁用的 <fieldset> 中也是）'),
    value: attr.string('', '内容（HTML）：设置时先经净化再显示；用户编辑后随之更新为净化后的 HTML，也是表单提交的值'),
    toolbar: attr.enum(['simple', 'full'] as const, 'simple', '工具栏：simple 为加粗、斜体、下划线、列表、链接、图片、撤销、重做、清空；full 另有标题、删除线、行内代码、引用、代码块、分割线'),
    height: attr.number(DEFAULT_HEIGHT, '编辑器高度（像素，含工具栏，至少 120），默认 500；内容超出时在编辑区内滚动', { check: isHeight }),
    placeholder: attr.string('', '内容为空时的提示文字'),
    readonly: attr.boolean(false, '只读：隐藏工具栏，内容不可编辑（仍随表单提交）'),
    public: attr.boolean(false, '图片上传到公开接口 /api/files/public/img（默认 /api/files/img）'),
  },
  events: {
    'bo-change': event<RichTextChange>(
      { html: { type: 'string' }, text: { type: 'string' } },
      '内容每次被用户改变时触发：detail.html 为净化后的 HTML（内容为空时为 ""），detail.text 为纯文本（输入、格式、插入图片、清空；页面设置 value 时不触发）；value 随之更新',
      { updates: ({ html }) => ({ value: html }) },
    ),
  },
  backend: async () => (await import('../src/files/rich-text/contract')).richTextCalls,
  cssParts: { buttons: '工具栏', body: '编辑区（可滚动）', footer: '图片上传状态栏：进度、失败信息与重试' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-rich-text-editor': InstanceType<typeof BoRichTextEditor>;
  }
}
