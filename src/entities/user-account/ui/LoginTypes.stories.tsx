import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginTypes } from './LoginTypes';

const meta = {
  title: 'entities/user-account/LoginTypes',
  component: LoginTypes,
  args: { bits: 5 },
} satisfies Meta<typeof LoginTypes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1 Email and 4 Google. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Email, Google');
  },
};

/** All five bits (31), in the spec's order. */
export const Every: Story = {
  args: { bits: 31 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Email, Facebook, Google, Smart Link, Apple');
  },
};

/** No bit: a dash. */
export const None: Story = {
  args: { bits: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('—');
  },
};
