// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mainThreadTasks, type TraceEvent } from '../../../bench/sections/deskTrace.mjs';

// Section 11's traced realtime change (bench/sections/deskTrace.mjs): the page's own tasks from
// Chromium's trace, each task once, on the page's renderer main thread only.

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, ms: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur: ms * 1000,
});

describe("mainThreadTasks (the page's tasks in a trace)", () => {
  const events = [
    thread(1, 10, 'CrRendererMain'),
    thread(1, 11, 'Compositor'),
    thread(2, 20, 'CrRendererMain'),
    // One task, traced twice (the loop's outer event and the task's own), and one inside it.
    task(1, 10, 1000, 8, 'ThreadControllerImpl::RunTask'),
    task(1, 10, 1000, 8),
    task(1, 10, 3000, 2),
    task(1, 10, 20_000, 4),
    // Another thread of the page, and another page's main thread.
    task(1, 11, 1000, 50),
    task(2, 20, 1000, 30),
    // Not a task.
    { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 30_000, dur: 9000 },
  ];

  it("counts each of a page's main-thread tasks once, a task inside another not again, and finds the longest", () => {
    expect(mainThreadTasks(events, new Set([1]))).toEqual({ totalMs: 12, longestMs: 8 });
  });

  it("counts every renderer's main thread when no page is named", () => {
    expect(mainThreadTasks(events)).toEqual({ totalMs: 42, longestMs: 30 });
  });

  it('is 0 for a trace without tasks', () => {
    expect(mainThreadTasks([thread(1, 10, 'CrRendererMain')], new Set([1]))).toEqual({
      totalMs: 0,
      longestMs: 0,
    });
  });
});
