import { useLocation } from 'react-router-dom';

/** Stands in for the screen a story's button leads to, and says which address it is. */
export function Destination() {
  const { pathname, search } = useLocation();
  return <p>Went to {pathname + search}</p>;
}
