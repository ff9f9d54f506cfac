import { useSearchParams } from 'react-router-dom';
import { useInboxChanges } from '@/entities/chat-message';
import { isConversationTab, useRevalidateConversations, type ConversationTab } from '@/entities/conversation';
import { VoiceReplyRecorder } from '@/features/record-voice-reply';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { PageHeader } from '@/shared/ui/page-header';
import { ChatPane } from '@/widgets/chat-pane';
import { ConversationList } from '@/widgets/conversation-list';
import { PhonePanel } from './PhonePanel';
import { usePhoneLayout } from './usePhoneLayout';

/** /moderatorPanel (also /moderatorpanel): the phone layout on phones and phone-wide windows, else the desktop one. */
export function ModeratorPanelPage() {
  return usePhoneLayout() ? <PhonePanel /> : <DesktopPanel />;
}

/**
 * The desktop panel: the conversation list beside the open conversation. The open chat (?id=) and
 * the tab (?tab=) live in the address, so a reload keeps them and the browser's back button moves
 * between the chats opened.
 */
function DesktopPanel() {
  // The page is named as its menu entry is.
  const { t } = useTranslation('shell');
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationId = recordId(searchParams.get('id'));
  const tabParam = searchParams.get('tab');
  const tab: ConversationTab = isConversationTab(tabParam) ? tabParam : 'active';
  const refreshLists = useRevalidateConversations();
  // Learners' new submissions and chats taken by others show up without a reload.
  useInboxChanges(() => void refreshLists());

  const show = (next: { id: number | null; tab: ConversationTab }) =>
    setSearchParams({ ...(next.tab === 'active' ? {} : { tab: next.tab }), ...(next.id ? { id: String(next.id) } : {}) });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('menu.moderatorPanel')} breadcrumbs={[{ label: t('menu.groups.academy') }, { label: t('menu.moderatorPanel') }]} />
      <div className="grid h-[calc(100dvh-12rem)] min-h-[32rem] gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <ConversationList
          className="min-h-0"
          tab={tab}
          onTabChange={(next) => show({ id: conversationId, tab: next })}
          selectedId={conversationId ?? undefined}
          onSelect={(id) => show({ id, tab })}
        />
        <div className="min-h-0 overflow-hidden rounded-card border border-border">
          <ChatPane
            conversationId={conversationId}
            onUpdated={() => void refreshLists()}
            renderRecorder={(slot) => <VoiceReplyRecorder {...slot} keyboardShortcuts />}
          />
        </div>
      </div>
    </div>
  );
}
