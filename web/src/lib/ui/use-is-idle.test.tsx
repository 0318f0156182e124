import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModuleWhenIdle } from './use-is-idle.ts';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('a module loaded once the browser is idle', () => {
  // jsdom has no idle callbacks: the browser's idle moment comes with the next task here.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is there after the idle moment, and at once for the next part that wants it', async () => {
    const module = { name: 'the event list' };
    const load = vi.fn(() => Promise.resolve(module));
    const { result: firstPart } = renderHook(() => useModuleWhenIdle(load));
    expect(firstPart.current).toBeUndefined();
    await waitFor(() => expect(firstPart.current).toBe(module));
    const { result: nextPart } = renderHook(() => useModuleWhenIdle(load));
    expect(nextPart.current).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while it is not wanted', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    const { rerender, result } = renderHook(({ isWanted }) => useModuleWhenIdle(load, isWanted), {
      initialProps: { isWanted: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    rerender({ isWanted: true });
    await waitFor(() => expect(result.current).toEqual({}));
  });

  it('gives a module that failed to load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => Promise.reject(new Error('chunk gone'));
    function Part() {
      useModuleWhenIdle(load);
      return <p>Waiting</p>;
    }
    render(
      <Boundary>
        <Part />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: chunk gone')).toBeInTheDocument();
  });
});
