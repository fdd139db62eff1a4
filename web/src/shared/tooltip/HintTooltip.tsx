import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Tooltip, type TooltipProps } from 'antd';
import { tooltipTiming } from './tooltipTiming.ts';

/** antd's Tooltip with the product's timing: 700 ms before it opens, none when moving on from another tooltip (tooltipTiming). */
export function HintTooltip({ onOpenChange, ...props }: TooltipProps) {
  const delayMs = useSyncExternalStore(tooltipTiming.subscribe, tooltipTiming.delayMs);
  const isOpen = useRef(false);
  const handleOpenChange = (open: boolean) => {
    if (open !== isOpen.current) {
      isOpen.current = open;
      if (open) tooltipTiming.opened();
      else tooltipTiming.closed();
    }
    onOpenChange?.(open);
  };
  // A tooltip removed while open (its row gone) counts as closed.
  useEffect(
    () => () => {
      if (isOpen.current) tooltipTiming.closed();
    },
    [],
  );
  return <Tooltip mouseEnterDelay={delayMs / 1000} {...props} onOpenChange={handleOpenChange} />;
}
