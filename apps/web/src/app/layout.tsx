import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatch } from 'react-router';
import { arrivedPrerendered, takeOverPrerendered } from '@/lib/prerendered';
import { sessionStore, useSession } from '@/lib/session';
import { useDocumentTitle } from './document-title';
import { NavBar } from './nav-bar';
import { PrimeBoundary } from './prime-boundary';

/** The entity in the path becomes the current entity (docs/product.md#screens-and-routes). */
function useCurrentEntityFromPath() {
  const session = useSession();
  const match = useMatch('/entities/:entityId/*');
  const entityId = Number(match?.params.entityId);
  useEffect(() => {
    if (session && Number.isInteger(entityId) && entityId > 0 && session.currentEntityId !== entityId) {
      sessionStore.update({ currentEntityId: entityId });
    }
  }, [session, entityId]);
}

/** Scrolls to the #anchor of the URL once the page has rendered (e.g. /#contact). */
function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (key) scrolls again, even to the same hash
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(
      () => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }),
      50,
    );
    return () => clearTimeout(timer);
  }, [hash, key]);
}

/**
 * PrimeReact adds each component's own CSS (its flex layouts, hidden labels) in an effect, after
 * the browser has painted the first frame without it: the nav bar then jumps into place and moves
 * the page below it (layout shift). The first frame is drawn hidden instead; this effect runs
 * after those of every component inside, so the next frame shows them styled.
 */
function useShownOnceStyled() {
  // A page drawn at build time has those styles in its head already.
  const [styled, setStyled] = useState(arrivedPrerendered);
  useEffect(() => {
    setStyled(true);
    if (arrivedPrerendered) takeOverPrerendered();
  }, []);
  return styled;
}

export function Layout() {
  useCurrentEntityFromPath();
  useHashScroll();
  useDocumentTitle();
  const styled = useShownOnceStyled();
  return (
    <div className={styled ? 'layout' : 'layout unstyled'}>
      <NavBar />
      <PrimeBoundary>
        <Suspense>
          <Outlet />
        </Suspense>
      </PrimeBoundary>
      <ScrollRestoration />
    </div>
  );
}
