/** Test-only element with every kind of Fluent portal and the feedback API. */
import * as React from 'react';
import {
  Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, Field, Input, OverlayDrawer, Popover, PopoverSurface, PopoverTrigger, Tooltip,
} from '@fluentui/react-components';
import { defineElement, method } from '../../src/core/runtime';
import { useConfirm, useMessage } from '../../src/core/feedback/FeedbackProvider';

function Portals({ ref }: { ref?: React.Ref<unknown> }) {
  const [open, setOpen] = React.useState(false);
  const confirm = useConfirm();
  const message = useMessage();
  React.useImperativeHandle(ref, () => ({
    openDrawer: () => setOpen(true),
    ask: () => confirm({ title: '删除提示', content: '请确认是否删除该数据?' }),
    toast: (text: string) => message.warning(text),
  }));
  return (
    <div>
      <Field label="名称"><Input data-testid="name" /></Field>
      <OverlayDrawer open={open} position="end" modalType="alert" data-testid="drawer" style={{ width: '80vw' }}>
        <DrawerHeader><DrawerHeaderTitle>抽屉</DrawerHeaderTitle></DrawerHeader>
        <DrawerBody>
          <Tooltip content="重新加载列表" relationship="description">
            <Button data-testid="reload">重新加载</Button>
          </Tooltip>
          <Popover positioning="below-start">
            <PopoverTrigger disableButtonEnhancement><Button data-testid="filters">筛选</Button></PopoverTrigger>
            <PopoverSurface data-testid="popover">筛选条件</PopoverSurface>
          </Popover>
          <Button data-testid="close" onClick={() => setOpen(false)}>关闭</Button>
        </DrawerBody>
      </OverlayDrawer>
    </div>
  );
}

export const BoTestPortals = defineElement({
  tag: 'bo-test-portals',
  description: 'portal probe',
  component: Portals,
  attributes: {},
  methods: {
    openDrawer: method<() => void>('openDrawer()', 'opens the drawer'),
    ask: method<() => Promise<boolean>>('ask()', 'confirm()'),
    toast: method<(text: string) => void>('toast(text)', 'message.warning'),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-portals': InstanceType<typeof BoTestPortals>;
  }
}
