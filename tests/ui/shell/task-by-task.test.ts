import { taskByTask } from '../../../ui/shell/task-by-task';

// Issue 14 (Total Blocking Time): the shell's work after the first card, one step per task.
describe('taskByTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first step at once and each next one in a task of its own, in order', () => {
    const ran: string[] = [];
    taskByTask(['tracking', 'userinfo', 'disturbance'].map((name) => () => ran.push(name)));
    expect(ran).toEqual(['tracking']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['tracking', 'userinfo']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['tracking', 'userinfo', 'disturbance']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('queues nothing for no steps, nor after the last', () => {
    taskByTask([]);
    expect(jest.getTimerCount()).toBe(0);
    let ran = 0;
    taskByTask([() => (ran += 1)]);
    expect(ran).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
