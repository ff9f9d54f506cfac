import { useOf } from '@storybook/addon-docs/blocks';
import { ComponentDocsPage } from './blocks/ComponentDocsPage';
import { ScreenDocsPage } from './blocks/ScreenDocsPage';

/** The docs page of a story file tagged `autodocs`: a screen's under `pages/`, a component's elsewhere. */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  return preparedMeta.title.startsWith('pages/') ? <ScreenDocsPage /> : <ComponentDocsPage />;
}
