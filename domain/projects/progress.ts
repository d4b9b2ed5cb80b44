/**
 * A project's progress: the share of its tasks that are finished, disabled tasks left out (they are
 * not part of the work), rounded down so that 100 % means every task is done. A project whose every
 * task is disabled has nothing left to do: 100 %.
 */
export function progressPercent(finished: number, counted: number): number {
  return counted === 0 ? 100 : Math.floor((finished * 100) / counted);
}

/** progress_speed as the list sends it (spec part 2 section 3: a percent string). */
export const progressSpeed = (finished: number, counted: number) => `${progressPercent(finished, counted)}%`;
