import { useState } from 'react';
import { CONVERSATION_TABS, isConversationTab, type ConversationTab } from '@/entities/conversation';
import { chatContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { Tabs } from '@/shared/ui/tabs';
import { TextField } from '@/shared/ui/text-field';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { ConversationTabList } from './ConversationTabList';

export interface ConversationListProps {
  /** The open conversation (the page keeps it in the URL's `id`). */
  selectedId?: number | null;
  onSelect(conversationId: number): void;
  /** The shown tab, when the page controls it; otherwise the list keeps its own, starting at `defaultTab`. */
  tab?: ConversationTab;
  defaultTab?: ConversationTab;
  onTabChange?(tab: ConversationTab): void;
  className?: string;
}

/**
 * The moderator panel's list pane: the three chat lists as tabs, a search by learner name shared by
 * all three, and the conversations of the chosen tab, read page by page as the moderator scrolls.
 */
export function ConversationList({ selectedId, onSelect, tab, defaultTab = 'active', onTabChange, className }: ConversationListProps) {
  const { t } = useTranslation('conversations');
  const [ownTab, setOwnTab] = useState<ConversationTab>(defaultTab);
  const shownTab = tab ?? ownTab;
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());

  return (
    <div className={cn('flex h-full min-h-0 flex-col bg-surface', className)}>
      <div className="border-b border-border p-3">
        <TextField
          type="search"
          label={t('search.label')}
          hideLabel
          placeholder={t('search.placeholder')}
          value={typed}
          onChange={setTyped}
          maxLength={chatContract.CHAT_LIMITS.userNameSearch}
          autoComplete="off"
        />
      </div>
      <Tabs
        label={t('tabs.label')}
        selectedKey={shownTab}
        onSelectionChange={(key) => {
          if (!isConversationTab(key)) return;
          setOwnTab(key);
          onTabChange?.(key);
        }}
        // The chosen tab's panel takes the rest of the height, so its list scrolls on its own.
        className="min-h-0 flex-1 [&>[role=tabpanel]]:flex [&>[role=tabpanel]]:min-h-0 [&>[role=tabpanel]]:flex-1 [&>[role=tabpanel]]:flex-col [&>[role=tabpanel]]:pt-0"
        items={CONVERSATION_TABS.map((id) => ({
          id,
          title: t(`tabs.${id}`),
          content: <ConversationTabList tab={id} search={search} selectedId={selectedId} onSelect={onSelect} />,
        }))}
      />
    </div>
  );
}
