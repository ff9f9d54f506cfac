import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { ToneIcon } from '../../../src/shared/ui/alert';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon, CloseIcon, ErrorIcon, MinusIcon } from '../../../src/shared/ui/form-field';
import { TrashIcon } from '../../../src/shared/ui/trash-icon';

/** The icons the design system exports, by the name a component imports. */
const ICONS: readonly [string, ReactNode][] = [
  ['ToneIcon tone="success"', <ToneIcon key="success" tone="success" className="size-5" />],
  ['ToneIcon tone="info"', <ToneIcon key="info" tone="info" className="size-5" />],
  ['ToneIcon tone="warning"', <ToneIcon key="warning" tone="warning" className="size-5" />],
  ['ToneIcon tone="danger"', <ToneIcon key="danger" tone="danger" className="size-5" />],
  ['CheckIcon', <CheckIcon key="check" />],
  ['MinusIcon', <MinusIcon key="minus" />],
  ['CloseIcon', <CloseIcon key="close" />],
  ['ErrorIcon', <ErrorIcon key="error" />],
  ['ChevronDownIcon', <ChevronDownIcon key="down" />],
  ['ChevronUpIcon', <ChevronUpIcon key="up" />],
  ['TrashIcon', <TrashIcon key="trash" />],
];

/** Each exported icon, drawn in a left-to-right and a right-to-left line. */
export function IconList() {
  return (
    <Unstyled>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2 text-start">Icon</th>
            <th scope="col" className="p-2 text-start">English (LTR)</th>
            <th scope="col" className="p-2 text-start">Urdu (RTL)</th>
          </tr>
        </thead>
        <tbody>
          {ICONS.map(([name, icon]) => (
            <tr key={name} className="border-b border-border">
              <td className="p-2">
                <code className="font-mono">{name}</code>
              </td>
              <td className="p-2 text-lg text-ink" dir="ltr">
                {icon}
              </td>
              <td className="p-2 text-lg text-ink" dir="rtl">
                {icon}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Unstyled>
  );
}
