import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { useAuthModal } from '../features/auth/auth-modal';

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/daily', label: 'Daily Challenge', end: false },
  { to: '/freeplay', label: 'Free Play', end: false },
  { to: '/contact', label: 'Contact', end: false },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition sm:px-3 ${isActive ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'}`;

export function Header() {
  const { user, isAuthenticated, signOut } = useAuth();
  const { openAuth } = useAuthModal();
  const navigate = useNavigate();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight sm:text-xl">
          <img src="/favicon.svg" alt="" className="h-7 w-7 sm:h-8 sm:w-8" />
          <span>
            Review<span className="text-indigo-400">Quest</span>
          </span>
        </Link>
        <nav aria-label="Main" className="order-3 -mx-1 flex w-full gap-1 overflow-x-auto md:order-none md:w-auto">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navClass}>
              {item.label}
            </NavLink>
          ))}
          {user?.isAdmin && (
            <NavLink to="/admin" className={navClass}>
              Admin
            </NavLink>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isAuthenticated && user ? (
            <>
              <Link
                to={`/profile/${user.id}`}
                className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-800"
                data-testid="header-user"
              >
                <span className="max-w-28 truncate font-semibold sm:max-w-none">{user.username}</span>
                <span className="rounded-full bg-indigo-500/20 px-2 py-0.5 text-sm font-semibold text-indigo-200">
                  {user.totalScore.toLocaleString('en-US')} points
                </span>
              </Link>
              <button
                type="button"
                className="btn btn-ghost px-3 text-sm sm:px-4 sm:text-base"
                onClick={() => {
                  signOut();
                  navigate('/');
                }}
              >
                Logout
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
