import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useInboxChanges, useUnreadAudioMessages } from '@/entities/chat-message';
import { isConversationTab, useRevalidateConversations, type ConversationTab } from '@/entities/conversation';
import { AllowNotificationsButton, useNotifyNewAudio } from '@/features/push-notifications/notify-new-audio';
import { VoiceReplyRecorder } from '@/features/record-voice-reply';
import { RegisterDevice } from '@/features/push-notifications/register-device';
import { SignOutButton } from '@/features/sign-out';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { Drawer } from '@/shared/ui/drawer';
import { CountBadge } from '@/shared/ui/status-badge';
import { Tabs } from '@/shared/ui/tabs';
import { ChatPane } from '@/widgets/chat-pane';
import { ConversationList } from '@/widgets/conversation-list';
import { NotificationList } from './NotificationList';

/** The phone's bottom tabs; Notifications is written in the address (?view=notifications), Chats is the default. */
const VIEWS = ['chats', 'notifications'] as const;
type PhoneView = (typeof VIEWS)[number];
const isPhoneView = (value: unknown): value is PhoneView => (VIEWS as readonly unknown[]).includes(value);

/** History state of an entry this panel pushed to open a chat, so closing it can go back instead. */
interface OpenedHere {
  openedChat: true;
}
const openedHere = (state: unknown): state is OpenedHere => typeof state === 'object' && state !== null && 'openedChat' in state;

/**
 * The moderator panel on a phone: bottom tabs Chats and Notifications, a Logout button, and the open
 * chat in a drawer. The chat stays in the address (?id=), so the back button closes the drawer and a
 * reload opens it again. Loading the panel registers the device for push notifications, and a new
 * voice note raises a browser notification when the moderator allowed them.
 */
export function PhonePanel() {
  const { t } = useTranslation('moderator-phone');
  const { t: tShell } = useTranslation('shell');
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const refreshLists = useRevalidateConversations();
  // Learners' new submissions and chats taken by others show up without a reload.
  useInboxChanges(() => void refreshLists());

  const conversationId = recordId(searchParams.get('id'));
  const tabParam = searchParams.get('tab');
  const tab: ConversationTab = isConversationTab(tabParam) ? tabParam : 'active';
  const viewParam = searchParams.get('view');
  const view: PhoneView = isPhoneView(viewParam) ? viewParam : 'chats';

  const unread = useUnreadAudioMessages();
  useNotifyNewAudio(unread.isLoading || (unread.error && unread.count === 0) ? undefined : unread.count);

  const show = (next: { id: number | null; tab: ConversationTab; view: PhoneView }, options?: { replace?: boolean; state?: OpenedHere }) =>
    setSearchParams(
      {
        ...(next.view === 'chats' ? {} : { view: next.view }),
        ...(next.tab === 'active' ? {} : { tab: next.tab }),
        ...(next.id ? { id: String(next.id) } : {}),
      },
      options,
    );

  const openChat = (id: number) => show({ id, tab, view }, { state: { openedChat: true } });
  const closeChat = () => {
    // Opened from this list: step back, so the history has no dead entry; opened from a link: drop the id.
    if (openedHere(location.state)) void navigate(-1);
    else show({ id: null, tab, view }, { replace: true });
  };

  return (
    <div className="flex h-[calc(100dvh-5.5rem)] min-h-[28rem] flex-col overflow-hidden rounded-card border border-border bg-surface">
      <RegisterDevice />
      <div className="flex items-center gap-2 border-b border-border px-4 py-2">
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-ink">{tShell('menu.moderatorPanel')}</h1>
        <SignOutButton variant="ghost">{t('logout')}</SignOutButton>
      </div>
      <Tabs
        label={t('tabs.label')}
        selectedKey={view}
        onSelectionChange={(key) => {
          if (isPhoneView(key)) show({ id: conversationId, tab, view: key }, { replace: true });
        }}
        // The tab bar sits at the bottom edge; the chosen panel takes the height above it.
        className={[
          'min-h-0 flex-1',
          '[&>[role=tablist]]:order-last [&>[role=tablist]]:border-t [&>[role=tablist]]:bg-surface',
          '[&>[role=tablist]>[role=tab]]:flex-1 [&>[role=tablist]>[role=tab]]:justify-center [&>[role=tablist]>[role=tab]]:py-3',
          '[&>[role=tabpanel]]:flex [&>[role=tabpanel]]:min-h-0 [&>[role=tabpanel]]:flex-1 [&>[role=tabpanel]]:flex-col [&>[role=tabpanel]]:pt-0',
        ].join(' ')}
        items={[
          {
            id: 'chats',
            title: t('tabs.chats'),
            content: (
              <ConversationList
                className="min-h-0"
                tab={tab}
                onTabChange={(next) => show({ id: conversationId, tab: next, view }, { replace: true })}
                selectedId={conversationId ?? undefined}
                onSelect={openChat}
              />
            ),
          },
          {
            id: 'notifications',
            title: (
              <>
                {t('tabs.notifications')}
                {unread.count > 0 && <CountBadge count={unread.count} label={tShell('bell.label', { count: unread.count })} />}
              </>
            ),
            content: (
              <div className="min-h-0 flex-1 overflow-y-auto">
                <AllowNotificationsButton className="mx-4 mt-3" />
                <NotificationList messages={unread.messages} isLoading={unread.isLoading} error={unread.error} onOpen={openChat} />
              </div>
            ),
          },
        ]}
      />
      <Drawer isOpen={conversationId !== null} onOpenChange={(open) => !open && closeChat()} title={t('chat')} side="end">
        {/* The pane brings its own padding and scrolling; it fills the drawer's body edge to edge. */}
        <div className="-mx-5 -my-4 h-full">
          <ChatPane
            conversationId={conversationId}
            passWording="complete"
            onUpdated={() => void refreshLists()}
            renderRecorder={(slot) => <VoiceReplyRecorder {...slot} keyboardShortcuts />}
          />
        </div>
      </Drawer>
    </div>
  );
}
