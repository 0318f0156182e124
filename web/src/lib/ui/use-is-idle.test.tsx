import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleUntil, useModuleWhenIdle, whenIdle } from './use-is-idle.ts';

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

  it('waits for the first view the app holds it for', async () => {
    let showFirstView = () => {};
    holdIdleUntil(new Promise<void>((resolve) => (showFirstView = resolve)));
    const idleWork = vi.fn();
    whenIdle(idleWork);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idleWork).not.toHaveBeenCalled();
    showFirstView();
    await waitFor(() => expect(idleWork).toHaveBeenCalledTimes(1));
  });

  it('waits also for what the first view holds it for meanwhile', async () => {
    let showPage = () => {};
    holdIdleUntil(new Promise<void>((resolve) => (showPage = resolve)));
    const idleWork = vi.fn();
    whenIdle(idleWork);
    let answerCheck = () => {};
    showPage();
    holdIdleUntil(new Promise<void>((resolve) => (answerCheck = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idleWork).not.toHaveBeenCalled();
    answerCheck();
    await waitFor(() => expect(idleWork).toHaveBeenCalledTimes(1));
  });

  it('goes on once a hold is let go of, before what it held for has come', async () => {
    const release = holdIdleUntil(new Promise<void>(() => undefined));
    const idleWork = vi.fn();
    whenIdle(idleWork);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idleWork).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(idleWork).toHaveBeenCalledTimes(1));
  });

  it('waits for a first view that failed no longer than for one that came', async () => {
    holdIdleUntil(Promise.reject(new Error('no page')));
    const idleWork = vi.fn();
    whenIdle(idleWork);
    await waitFor(() => expect(idleWork).toHaveBeenCalledTimes(1));
  });

  it('does nothing once called off', async () => {
    const idleWork = vi.fn();
    whenIdle(idleWork)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idleWork).not.toHaveBeenCalled();
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
