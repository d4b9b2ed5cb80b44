import { describe, expect, it } from 'vitest';
import { INITIAL_POLL_STATE, nextPollStep, type PollState } from '@/features/downloads/download-polling';

/** Feeds a series of answers (the running ids in each) and returns every step. */
function run(answers: number[][], state: PollState = INITIAL_POLL_STATE) {
  return answers.map((ids) => {
    const step = nextPollStep(state, ids);
    state = step.state;
    return step;
  });
}

describe('download list polling', () => {
  it('does not poll when nothing runs and announces nothing', () => {
    expect(run([[], []]).map((s) => [s.poll, s.allDone])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('polls while an item runs and announces once when it is done', () => {
    const steps = run([[7], [7], []]);
    expect(steps.map((s) => s.poll)).toEqual([true, true, false]);
    expect(steps.map((s) => s.allDone)).toEqual([false, false, true]);
  });

  it('tells which items finished: every one that ran in the round', () => {
    const steps = run([[7], [7, 8], [8], [], [9], []]);
    expect(steps.map((s) => s.finished)).toEqual([[], [], [], [7, 8], [], [9]]);
  });

  it('stops after 120 polls even if the item still runs', () => {
    const steps = run(Array.from({ length: 125 }, () => [7]));
    expect(steps.filter((s) => s.poll)).toHaveLength(120);
    expect(steps.at(-1)!.poll).toBe(false);
  });

  it('starts a fresh round of polls when a new export appears', () => {
    const tired = run(Array.from({ length: 121 }, () => [7])).at(-1)!.state;
    const [step] = run([[7, 8]], tired);
    expect(step.poll).toBe(true);
    expect(step.state.polls).toBe(0);
  });

  it('announces completion when a later look finds the items done after polling stopped', () => {
    const tired = run(Array.from({ length: 121 }, () => [7])).at(-1)!.state;
    expect(run([[]], tired)[0].allDone).toBe(true);
  });
});
