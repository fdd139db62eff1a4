import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Empty, Grid } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ConversationList } from './ConversationList.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { smsQueries } from './smsQueries.ts';
import { useMarkReadOnOpen } from './useMarkReadOnOpen.ts';
import { useSelectedConversation } from './useSelectedConversation.ts';

const WIDE_SCREEN_QUERY = '(min-width: 768px)';
const PANE_BORDER = '1px solid #f0f0f0';
/** The two panes are never shorter than this, however small the window. */
const MIN_PANES_HEIGHT = 420;
/** Below the panes: the page's bottom padding. */
const PANES_BOTTOM_GAP = 24;

const panesHeight = (top: number) => `max(${MIN_PANES_HEIGHT}px, calc(100dvh - ${Math.round(top + PANES_BOTTOM_GAP)}px))`;

/**
 * The height that lets the panes fill the window below what comes before them (title, figures),
 * so that the reply box is on the first screen: measured, since what is above wraps with the width.
 */
function useFillWindowHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): string {
  const [height, setHeight] = useState(() => panesHeight(220));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const update = () => setHeight(panesHeight(element.getBoundingClientRect().top + window.scrollY));
    update();
    // What is above changes height as it loads or wraps; the window as it is resized.
    const observer = new ResizeObserver(update);
    if (element.previousElementSibling) observer.observe(element.previousElementSibling);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, enabled]);
  return height;
}

/** Two panes side by side; on a phone the list, and the open thread over it as a full screen. */
export function SmsInbox() {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? window.matchMedia(WIDE_SCREEN_QUERY).matches;
  const { data: conversations, isLoading, error } = useQuery(smsQueries.conversations());
  const { selectedId, select, back, clear } = useSelectedConversation();
  const selected = conversations?.find((conversation) => conversation.id === selectedId) ?? null;
  useMarkReadOnOpen(selected);
  const panesRef = useRef<HTMLDivElement>(null);
  const height = useFillWindowHeight(panesRef, wide);

  const phoneThreadOpen = !wide && selected !== null;
  useEffect(() => {
    if (!phoneThreadOpen) return undefined;
    // The page behind a full-screen thread does not scroll.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [phoneThreadOpen]);

  // Escape leaves a phone's full-screen thread, like its back button (not when it closes a popup of the thread).
  const handleThreadKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (event.target instanceof Node && event.currentTarget.contains(event.target)) back();
  };

  const list = (
    <ConversationList conversations={conversations} loading={isLoading} error={error} selectedId={selectedId} onSelect={select} />
  );

  if (!wide) {
    return (
      <div style={{ border: PANE_BORDER, borderRadius: 8, background: '#fff' }}>
        <nav aria-label="SMS conversations">{list}</nav>
        {selected && (
          <section
            aria-label="Conversation"
            onKeyDown={handleThreadKeyDown}
            style={{ position: 'fixed', inset: 0, zIndex: 1000, background: '#fff', display: 'flex', flexDirection: 'column', height: '100dvh' }}
          >
            <ConversationThread conversation={selected} compact onBack={back} onClosed={clear} />
          </section>
        )}
      </div>
    );
  }

  return (
    <div
      ref={panesRef}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)',
        height,
        border: PANE_BORDER,
        borderRadius: 8,
        background: '#fff',
        overflow: 'hidden',
      }}
    >
      <nav aria-label="SMS conversations" style={{ overflowY: 'auto', borderInlineEnd: PANE_BORDER, minHeight: 0 }}>
        {list}
      </nav>
      <section aria-label="Conversation" style={{ minHeight: 0, minWidth: 0 }}>
        {selected ? (
          <ConversationThread conversation={selected} compact={false} onClosed={clear} />
        ) : (
          <Empty description="Select a conversation to view messages" style={{ marginTop: 96 }} />
        )}
      </section>
    </div>
  );
}
