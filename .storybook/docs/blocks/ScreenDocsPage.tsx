import { Description, DocsContext, Subtitle, Title, Unstyled, useOf } from '@storybook/addon-docs/blocks';
import { useCallback, useContext, useEffect, useState } from 'react';
import type { Language } from '../../../src/shared/i18n';
import { screenAccess, sliceOfTitle } from './screenAccess';
import { messagesOf, namespacesOfSlice, type Message } from './screenMessages';
import { StoryFrame } from './StoryFrame';
import { inMeetingOrder } from './storyOrder';

interface ShownStory {
  key: string;
  id: string;
  name: string;
  moduleExport: unknown;
  height?: number;
}

const noop = () => {};

function Heading2({ children }: { children: string }) {
  return <h2 className="mt-10 mb-3 border-b border-border pb-1 text-xl font-semibold text-ink">{children}</h2>;
}

function StoryState({ story, language, plays, isDue, onDrawn }: { story: ShownStory; language: Language; plays: boolean; isDue: boolean; onDrawn(): void }) {
  return (
    <section className="mt-6" aria-label={story.name}>
      <h3 className="mb-1 text-lg font-semibold text-ink">{story.name}</h3>
      <div className="mb-2 text-sm text-ink-muted">
        <Description of={story.moduleExport as never} />
      </div>
      <StoryFrame storyId={story.id} name={story.name} language={language} height={story.height} plays={plays} isDue={isDue} onDrawn={onDrawn} />
    </section>
  );
}

function Access({ slice }: { slice: string }) {
  const access = screenAccess(slice);
  return (
    <>
      <Heading2>Address and who may open it</Heading2>
      <p className="text-sm text-ink">{access.summary}</p>
      <table className="mt-2 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2 text-start">Address</th>
            <th scope="col" className="p-2 text-start">Permission bits it needs</th>
          </tr>
        </thead>
        <tbody>
          {access.addresses.map((rule) => (
            <tr key={rule.address} className="border-b border-border">
              <td className="p-2 font-mono" dir="ltr">{rule.address}</td>
              <td className="p-2">{rule.needs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {access.entry ? <p className="mt-2 text-xs text-ink-muted">Screens below the base path exist where the section has them; someone without the bit who opens one by its address sees the no-access notice.</p> : null}
    </>
  );
}

function Messages({ slice }: { slice: string }) {
  const [catalogues, setCatalogues] = useState<[string, Message[]][]>();
  useEffect(() => {
    let live = true;
    void namespacesOfSlice(slice)
      .then((namespaces) => Promise.all(namespaces.map(async (namespace) => [namespace, await messagesOf(namespace)] as [string, Message[]])))
      .then((loaded) => live && setCatalogues(loaded));
    return () => {
      live = false;
    };
  }, [slice]);
  return (
    <>
      <Heading2>Messages it shows</Heading2>
      <p className="text-sm text-ink">
        The words of the screen, from the catalogues its code asks for (<code>src/shared/i18n/locales/&lt;language&gt;/&lt;namespace&gt;.json</code>),
        as the spec gives them. Server messages and the words every screen shares are in the <code>server-messages</code> and{' '}
        <code>common</code> catalogues.
      </p>
      {catalogues === undefined ? <p className="text-sm text-ink-muted">Reading the catalogues…</p> : null}
      {catalogues?.map(([namespace, messages]) => (
        <details key={namespace} className="mt-3 rounded-card border border-border bg-surface p-3">
          <summary className="cursor-pointer font-semibold text-ink">
            {namespace} ({messages.length} messages)
          </summary>
          <table className="mt-2 w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2 text-start">Key</th>
                <th scope="col" className="p-2 text-start">English</th>
                <th scope="col" className="p-2 text-start">Urdu</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.key} className="border-b border-border align-top">
                  <td className="p-2 font-mono text-xs" dir="ltr">{message.key}</td>
                  <td className="p-2" lang="en" dir="ltr">{message.en}</td>
                  <td className="p-2" lang="ur" dir="rtl">{message.ur}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </>
  );
}

function LanguageSwitch({ language, onChange }: { language: Language; onChange(language: Language): void }) {
  const option = (value: Language, label: string) => (
    <button
      type="button"
      aria-pressed={language === value}
      onClick={() => onChange(value)}
      className={`rounded-control border px-3 py-1 text-sm ${language === value ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-border-strong bg-surface text-ink'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Show the states in" className="flex items-center gap-2">
      <span className="text-sm text-ink">Show the states in</span>
      {option('en', 'English')}
      {option('ur', 'اردو')}
    </div>
  );
}

/**
 * The docs page of a screen (a story file under `pages/`): its address and the bits it needs, its states
 * in the order a person meets them (each story in a frame of its own, in English or Urdu), what a person
 * does there, and the messages it shows.
 */
export function ScreenDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const context = useContext(DocsContext);
  const [language, setLanguage] = useState<Language>('en');
  // The frames draw in the page's order, one at a time; a language switch draws them again from the first.
  const [drawn, setDrawn] = useState(0);
  const showIn = (next: Language) => {
    setLanguage(next);
    setDrawn(0);
  };
  const nextFrame = useCallback(() => setDrawn((count) => count + 1), []);
  const slice = sliceOfTitle(preparedMeta.title);
  const stories: ShownStory[] = context.componentStories().map((story) => ({
    key: story.name.replace(/\s+/g, ''),
    id: story.id,
    name: story.name,
    moduleExport: story.moduleExport,
    height: (story.parameters.screenshot as { viewport?: { height?: number } } | undefined)?.viewport?.height,
  }));
  const { states, rest } = inMeetingOrder(stories);
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Unstyled>
        <Access slice={slice} />
        <Heading2>States, in the order a person meets them</Heading2>
        <p className="mb-2 text-sm text-ink">Each state as it first draws; the stories after them play what a person does there.</p>
        <LanguageSwitch language={language} onChange={showIn} />
        {states.map((story, index) => (
          <StoryState key={story.id} story={story} language={language} plays={false} isDue={index <= drawn} onDrawn={index === drawn ? nextFrame : noop} />
        ))}
        {rest.length > 0 ? <Heading2>What a person does here</Heading2> : null}
        {rest.map((story, index) => (
          <StoryState key={story.id} story={story} language={language} plays isDue={states.length + index <= drawn} onDrawn={states.length + index === drawn ? nextFrame : noop} />
        ))}
        <Messages slice={slice} />
      </Unstyled>
    </>
  );
}
