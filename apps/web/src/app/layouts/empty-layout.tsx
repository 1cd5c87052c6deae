import { Outlet } from 'react-router';
import './layouts.css';

/** The empty layout (SPEC §2): error pages stand alone, with nothing that could fail around them. */
export function EmptyLayout() {
  return (
    <main id="main" className="layout layout--empty" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
