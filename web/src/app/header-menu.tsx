import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface MenuLink {
  to: string;
  /** Key of the label in the common catalogue. */
  label: string;
  Icon: LucideIcon;
}

/**
 * Phones only: the header's secondary links (Archive, Contact, Leagues, Submit, Moderation, Admin) behind
 * one labelled "More" button, each with its icon and its full name, so none is a bare icon and the
 * header stays two rows at 360 px in every language. Closes on a choice, Escape or a tap elsewhere.
 */
export function HeaderMenu({ links }: { links: readonly MenuLink[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const current = links.some((l) => location.pathname.startsWith(l.to));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative sm:hidden">
      <button
        ref={button}
        type="button"
        className={`flex items-center gap-1 whitespace-nowrap rounded-lg px-1.5 py-2 text-sm font-medium ${open || current ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.more')}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} className="absolute right-0 top-full z-40 mt-1 min-w-44 space-y-0.5 rounded-xl border border-slate-700 bg-slate-900 p-1.5 shadow-xl" data-testid="header-menu">
          {links.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `flex items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? 'bg-slate-800 text-white' : 'text-slate-200 hover:bg-slate-800/60'}`
                }
              >
                <Icon className="h-4 w-4 shrink-0 text-indigo-300" aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
