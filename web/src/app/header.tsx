import { useEffect, useRef } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useAuth } from '../features/auth/auth-context';
import { useAuthModal } from '../features/auth/auth-modal';

interface NavItem {
  to: string;
  label: string;
  /** Phones show only this first part of `label`; the link's accessible name stays `label`. */
  short?: string;
  end: boolean;
}

const NAV: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/daily', label: 'Daily Challenge', short: 'Daily', end: false },
  { to: '/freeplay', label: 'Free Play', end: false },
  { to: '/contact', label: 'Contact', end: false },
];
const ADMIN_ITEM: NavItem = { to: '/admin', label: 'Admin', end: false };

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-1.5 py-2 text-sm font-medium transition sm:px-3 ${isActive ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'}`;

function NavItemLabel({ label, short }: { label: string; short?: string }) {
  if (!short || !label.startsWith(short)) return <>{label}</>;
  return (
    <>
      {short}
      <span className="hidden sm:inline">{label.slice(short.length)}</span>
    </>
  );
}

/** Publishes the header's height as --header-height, so scrolling never leaves content under it. */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const publish = () => document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * SPEC 2 header. On phones (360-390 px) it is two rows: brand and account, then every link on one
 * line (short labels, wrapping rather than hiding anything on narrower screens).
 */
export function Header() {
  const { user, isAuthenticated, signOut } = useAuth();
  const { openAuth } = useAuthModal();
  const navigate = useNavigate();
  const ref = useHeaderHeightVariable();
  const items = user?.isAdmin ? [...NAV, ADMIN_ITEM] : NAV;

  return (
    <header ref={ref} className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:gap-x-4 sm:py-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight sm:text-xl">
          <img src="/favicon.svg" alt="" className="h-7 w-7 sm:h-8 sm:w-8" />
          <span>
            Review<span className="text-indigo-400">Quest</span>
          </span>
        </Link>
        <nav aria-label="Main" className="order-3 flex w-full flex-wrap justify-between gap-1 sm:justify-start md:order-none md:w-auto">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navClass} aria-label={item.short ? item.label : undefined}>
              <NavItemLabel label={item.label} short={item.short} />
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {isAuthenticated && user ? (
            <>
              <Link
                to={`/profile/${user.id}`}
                className="flex min-w-0 items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-800"
                data-testid="header-user"
              >
                <span className="flex min-w-0 flex-col leading-tight sm:flex-row sm:items-center sm:gap-2">
                  <span className="max-w-[6.5rem] truncate font-semibold sm:max-w-none">{user.username}</span>
                  <span className="whitespace-nowrap text-xs font-semibold text-indigo-200 sm:rounded-full sm:bg-indigo-500/20 sm:px-2 sm:py-0.5 sm:text-sm">
                    {user.totalScore.toLocaleString('en-US')} points
                  </span>
                </span>
              </Link>
              <button
                type="button"
                className="btn btn-ghost px-2.5 text-sm sm:px-4 sm:text-base"
                onClick={() => {
                  signOut();
                  navigate('/');
                }}
              >
                <LogOut className="h-4 w-4 sm:hidden" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Logout</span>
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-ghost px-3 text-sm sm:px-4 sm:text-base" onClick={() => openAuth('login')}>
                Login
              </button>
              <button type="button" className="btn btn-primary px-3 text-sm sm:px-4 sm:text-base" onClick={() => openAuth('register')}>
                Sign Up
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
