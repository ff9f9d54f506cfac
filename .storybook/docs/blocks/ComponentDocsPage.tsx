import { ArgTypes, Description, DocsContext, DocsStory, Heading, Markdown, Primary, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import type { ComponentUsage } from '../../../src/shared/lib/storybook';
import { StoryFrame } from './StoryFrame';

/** A story pinned to Urdu sets the page's language and direction: it is shown in a frame of its own. */
const isPinnedToUrdu = (globals: Record<string, unknown>) => globals.locale === 'ur';

function Lines({ lines }: { lines: readonly string[] }) {
  return <Markdown>{lines.map((line) => `- ${line}`).join('\n')}</Markdown>;
}

/**
 * The docs page of a design-system component: its comment, when to use it and when not, its first story
 * and props table, what the keyboard and a screen reader do with it (the story file's `parameters.usage`),
 * then every state from its stories.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const context = useContext(DocsContext);
  const usage = preparedMeta.parameters.usage as ComponentUsage | undefined;
  if (!usage) throw new Error(`${preparedMeta.title} has no written usage: give its story file's meta \`parameters: { usage: { … } satisfies ComponentUsage }\`.`);
  const [, ...others] = context.componentStories();
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Heading>When to use it</Heading>
      <Markdown>{usage.use}</Markdown>
      <Heading>When not to</Heading>
      <Markdown>{usage.avoid}</Markdown>
      <Primary />
      <Heading>Props</Heading>
      <ArgTypes of="meta" />
      <Heading>Keyboard</Heading>
      <Lines lines={usage.keyboard} />
      <Heading>Screen readers</Heading>
      <Lines lines={usage.screenReader} />
      <Heading>States</Heading>
      {others.map((story) =>
        isPinnedToUrdu(story.storyGlobals) ? (
          <section key={story.id}>
            <h3>{story.name}</h3>
            <Description of={story.moduleExport} />
            <StoryFrame storyId={story.id} name={story.name} language="ur" height={(story.parameters.docs as { iframeHeight?: number } | undefined)?.iframeHeight ?? 160} />
          </section>
        ) : (
          <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
        ),
      )}
    </>
  );
}
