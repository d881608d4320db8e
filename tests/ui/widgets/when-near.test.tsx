/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '../../../ui/widgets/when-near';

/**
 * Issue 34: a part far down the page (the overview's history) renders only once it comes within
 * a quarter of a screen of the viewport, and at once where the browser cannot tell.
 */
type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean };
const observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly observed: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.observed = { callback, options, disconnected: false };
    observers.push(this.observed);
  }
  observe(): void {}
  disconnect(): void {
    this.observed.disconnected = true;
  }
}

const seen = (isIntersecting: boolean) =>
  act(() => {
    const { callback } = observers.at(-1)!;
    callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

afterEach(() => {
  observers.length = 0;
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

it('renders its part only once the place comes within a quarter of a screen of the viewport', () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  render(
    <WhenNear>
      <p>history</p>
    </WhenNear>,
  );
  expect(screen.queryByText('history')).toBeNull();
  expect(observers[0]!.options?.rootMargin).toBe('25% 0px');
  seen(false);
  expect(screen.queryByText('history')).toBeNull();
  seen(true);
  expect(screen.getByText('history')).toBeTruthy();
  expect(observers[0]!.disconnected).toBe(true);
});

it('renders its part at once where the browser has no IntersectionObserver', () => {
  render(
    <WhenNear>
      <p>history</p>
    </WhenNear>,
  );
  expect(screen.getByText('history')).toBeTruthy();
});

it('stands its placeholder in the part’s place until then', () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  render(
    <WhenNear placeholder={<h2>Recent changes</h2>}>
      <p>history</p>
    </WhenNear>,
  );
  expect(screen.getByRole('heading', { name: 'Recent changes' })).toBeTruthy();
  seen(true);
  expect(screen.queryByRole('heading', { name: 'Recent changes' })).toBeNull();
  expect(screen.getByText('history')).toBeTruthy();
});
