import { useEffect, useRef } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { CalendarDays, House, LogOut, Mail, ShieldCheck, SquarePen, UserCog, Users, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth-context';
import { useAuthModal } from '../lib/auth-modal-context';
import { useModeratorLanguages } from '../features/moderation/moderator-languages';
import { useFormat } from '../i18n/format';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { Logo } from '../components/logo';
import { HeaderMenu } from './header-menu';

interface NavItem {
  to: string;
  /** Key of the label in the common catalogue. */
  label: string;
  /** Phones show only this first part of the label; the link's accessible name stays the label. */
  short?: string;
  /** Narrow screens show only this icon (the label stays the link's name and tooltip), so the links still fit. */
  icon?: { Icon: LucideIcon; iconClass: string; labelClass: string };
  end: boolean;
  /** Phones list it, with this icon and its full name, in the header's labelled "More" menu instead of the row. */
  phoneMenuIcon?: LucideIcon;
}

const NAV: NavItem[] = [
  // Phones show Home as its icon (the label stays the link's name and tooltip).
  { to: '/', label: 'nav.home', icon: { Icon: House, iconClass: 'sm:hidden', labelClass: 'sm:not-sr-only' }, end: true },
  { to: '/daily', label: 'nav.daily', short: 'nav.dailyShort', end: false },
  { to: '/freeplay', label: 'nav.freeplay', end: false },
  { to: '/archive', label: 'nav.archive', end: false, phoneMenuIcon: CalendarDays },
  { to: '/contact', label: 'nav.contact', end: false, phoneMenuIcon: Mail },
];
// Leagues is an icon below very wide screens, so a signed-in player's header stays on one row at 1280 px.
const LEAGUES_ITEM: NavItem = { to: '/leagues', label: 'leagues:title', icon: { Icon: Users, iconClass: '2xl:hidden', labelClass: '2xl:not-sr-only' }, end: false, phoneMenuIcon: Users };
const ADMIN_ITEM: NavItem = { to: '/admin', label: 'nav.admin', end: false, phoneMenuIcon: Wrench };
// Tailwind needs the class names written out: Submit and Moderation are words only on very wide screens
// (icons with their name as tooltip below), so an admin's or moderator's header is one row at 1280 px.
const SUBMIT_ITEM: NavItem = { to: '/submit', label: 'nav.submit', icon: { Icon: SquarePen, iconClass: '2xl:hidden', labelClass: '2xl:not-sr-only' }, end: false, phoneMenuIcon: SquarePen };
const MODERATION_ITEM: NavItem = {
  to: '/moderation',
  label: 'nav.moderation',
  icon: { Icon: ShieldCheck, iconClass: '2xl:hidden', labelClass: '2xl:not-sr-only' },
  end: false,
  phoneMenuIcon: ShieldCheck,
};

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-1.5 py-2 text-sm font-medium transition-colors sm:px-3 md:px-2 ${isActive ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'}`;

function NavItemLabel({ label, short, icon }: { label: string; short?: string; icon?: NavItem['icon'] }) {
  if (icon) {
    return (
      <>
        <icon.Icon className={`inline h-4 w-4 ${icon.iconClass}`} aria-hidden="true" />
        <span className={`sr-only ${icon.labelClass}`}>{label}</span>
      </>
    );
  }
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
 * docs/product.md §2 header. On phones (360-390 px) it is two rows: brand and account, then Home, Daily, Free
 * Play and a labelled "More" menu with the other links by name (header-menu.tsx).
 */
export function Header() {
  const { user, isAuthenticated, signOut } = useAuth();
  const { openAuth } = useAuthModal();
  const navigate = useNavigate();
  const ref = useHeaderHeightVariable();
  const { t } = useTranslation();
  // Admins moderate every language and reach the queue from the admin panel, so their header stays short.
  const moderates = useModeratorLanguages(isAuthenticated && !user?.isAdmin).data?.length ?? 0;
  const items = [...NAV, ...(isAuthenticated ? [LEAGUES_ITEM, SUBMIT_ITEM] : []), ...(moderates > 0 ? [MODERATION_ITEM] : []), ...(user?.isAdmin ? [ADMIN_ITEM] : [])];
  const format = useFormat();

  return (
    <header ref={ref} className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      {/* Wider than the page's column (max-w-6xl): at 1280 px an admin's or a moderator's links and
          account fit one row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:gap-x-4 sm:py-3 lg:gap-x-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight sm:text-xl">
          <Logo className="h-7 w-7 sm:h-8 sm:w-8" />
          {/* Phones keep the logo only, so the language picker and the account share its row. */}
          <span className="max-[419px]:sr-only">
            Review<span className="text-indigo-400">Quest</span>
          </span>
        </Link>
        <nav aria-label={t('nav.main')} className="order-3 flex w-full flex-wrap justify-between gap-1 sm:justify-start md:order-none md:w-auto">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={(state) => `${navClass(state)}${item.phoneMenuIcon ? ' max-sm:hidden' : ''}`} aria-label={item.short ? t(item.label) : undefined} title={item.icon ? t(item.label) : undefined}>
              <NavItemLabel label={t(item.label)} short={item.short && t(item.short)} icon={item.icon} />
            </NavLink>
          ))}
          <HeaderMenu links={items.flatMap((item) => (item.phoneMenuIcon ? [{ to: item.to, label: item.label, Icon: item.phoneMenuIcon }] : []))} />
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {isAuthenticated && user ? (
            <>
              <Link
                to={`/profile/${user.id}`}
                className="flex min-w-0 items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-800"
                data-testid="header-user"
              >
                {/* Name over points up to very wide screens, so an admin's or moderator's header is one row at 1280 px. */}
                <span className="flex min-w-0 flex-col leading-tight 2xl:flex-row 2xl:items-center 2xl:gap-2">
                  <span className="max-w-[5rem] truncate font-semibold sm:max-w-[11rem]">{user.username}</span>
                  <span className="whitespace-nowrap text-xs font-semibold text-indigo-200 2xl:rounded-full 2xl:bg-indigo-500/20 2xl:px-2 2xl:py-0.5 2xl:text-sm">
                    {t('account.points', { score: format.number(user.totalScore) })}
                  </span>
                </span>
              </Link>
              <Link to="/account" className="btn btn-ghost px-2 text-slate-300" title={t('account:page.open')} aria-label={t('account:page.open')} data-testid="header-account">
                <UserCog className="h-5 w-5" aria-hidden="true" />
              </Link>
              <button
                type="button"
                className="btn btn-ghost px-2.5 text-sm sm:px-3 sm:text-base 2xl:px-4"
                onClick={() => {
                  signOut();
                  navigate('/');
                }}
              >
                <LogOut className="h-4 w-4 sm:hidden" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('account.logout')}</span>
              </button>
            </>
          ) : (
            <>
              {/* Smaller under 400 px: logo, language, login and sign-up stay on one row in every language. */}
              <button type="button" className="btn btn-ghost px-1.5 text-xs min-[400px]:px-3 min-[400px]:text-sm sm:px-4 sm:text-base" onClick={() => openAuth('login')}>
                {t('account.login')}
              </button>
              <button type="button" className="btn btn-primary px-2.5 text-xs min-[400px]:px-3 min-[400px]:text-sm sm:px-4 sm:text-base" onClick={() => openAuth('register')}>
                {t('account.signUp')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
