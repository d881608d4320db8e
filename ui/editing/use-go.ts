import { useNavigate } from 'react-router-dom';
import type { Destination } from './paths';

type Next = Destination | undefined;

/** Follows where a presenter action leads (once it has finished); nowhere when it answers undefined. */
export function useGo(): (next: Next | Promise<Next>) => void {
  const navigate = useNavigate();
  const follow = (destination: Next) => {
    if (destination) void navigate(destination);
  };
  return (next) => {
    if (next instanceof Promise) void next.then(follow);
    else follow(next);
  };
}
