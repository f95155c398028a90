import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable.tsx';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders without a fallback once preloaded', async () => {
    const { Component, preload } = preloadable(async () => Hello);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends until loaded when not preloaded, and loads only once', async () => {
    let calls = 0;
    const { Component, preload } = preloadable(async () => {
      calls += 1;
      return Hello;
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="Lin" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Lin')).toBeTruthy();
    await preload();
    expect(calls).toBe(1);
  });
});
